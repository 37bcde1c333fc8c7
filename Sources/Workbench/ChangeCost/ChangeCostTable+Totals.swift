extension ChangeCostTable {
  /// One architecture's costs over every change it implements.
  public struct Total: Sendable, Equatable {
    /// The architecture's name.
    public var architecture: String
    /// How many changes it implements.
    public var implemented: Int
    /// Its own costs, added up.
    public var cost: ChangeCost
    /// The churn of the shared code its implementations use, each piece once however many
    /// changes need it (the kit's `Button`, listed by two).
    public var sharedChurn: Int

    /// Its own code churn and the shared code's it uses.
    public var allIn: Int { cost.churn + sharedChurn }
  }

  /// The architectures' names, in the table's order.
  public var architectureNames: [String] {
    changes.first?.architectures.map(\.architecture) ?? []
  }

  /// Each architecture's totals, in the table's order.
  public var totals: [Total] {
    architectureNames.map { name in
      var costs: [ChangeCost] = []
      var shared: [String: Int] = [:]
      for change in changes {
        guard let entry = change.architectures.first(where: { $0.architecture == name }),
          let cost = entry.cost
        else { continue }
        costs.append(cost)
        for index in entry.sharedCodeUsed {
          shared[change.sharedCode[index].key] = change.sharedCode[index].churn
        }
      }
      return Total(
        architecture: name, implemented: costs.count, cost: ChangeCost.total(costs),
        sharedChurn: shared.values.reduce(0, +))
    }
  }

  /// The shared code of every change, each piece once (base code two changes list counted
  /// once).
  public var sharedCodeTotal: (churn: Int, testsAdded: Int, testsRemoved: Int, pieces: Int) {
    var pieces: [String: SharedCode] = [:]
    for change in changes {
      for piece in change.sharedCode { pieces[piece.key] = piece }
    }
    return (
      pieces.values.reduce(0) { $0 + $1.churn }, pieces.values.reduce(0) { $0 + $1.testLinesAdded },
      pieces.values.reduce(0) { $0 + $1.testLinesRemoved }, pieces.count
    )
  }
}
