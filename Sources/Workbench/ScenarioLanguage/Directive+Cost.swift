extension Directive {
  /// What a directive costs against ``ScenarioLimits``: its events, its text and its relaunches.
  struct Cost {
    /// The events it fires.
    var events = 0
    /// The UTF-8 bytes of text it carries: typed, pasted or expected text, and identifiers.
    var textUTF8Count = 0
    /// The relaunches it performs.
    var relaunches = 0
  }

  /// What the directive costs: a new directive says here what it counts as.
  var cost: Cost {
    switch self {
    case .type(_, let typed): Cost(events: typed.count, textUTF8Count: typed.utf8.count)
    case .set(_, let pasted): Cost(events: 1, textUTF8Count: pasted.utf8.count)
    case .delete(_, let count): Cost(events: count)
    case .clear: Cost(events: 1)
    case .tap(let identifier): Cost(events: 1, textUTF8Count: identifier.utf8.count)
    case .select(let identifier, let title):
      Cost(events: 1, textUTF8Count: identifier.utf8.count + title.utf8.count)
    case .tapRow(_, let identifier), .deleteRow(_, let identifier):
      Cost(events: 1, textUTF8Count: identifier.utf8.count)
    case .back: Cost(events: 1)
    case .expectRows(let identifier, let rows):
      Cost(textUTF8Count: rows.reduce(identifier.utf8.count) { $0 + $1.utf8.count })
    case .relaunch: Cost(events: 1, relaunches: 1)
    case .wait: Cost(events: 1)
    case .expect(.widget(let identifier), let expected),
      .never(.widget(let identifier), let expected),
      .expect(.enabledState(let identifier), let expected),
      .never(.enabledState(let identifier), let expected):
      Cost(textUTF8Count: identifier.utf8.count + expected.utf8.count)
    case .expect(_, let expected), .never(_, let expected):
      Cost(textUTF8Count: expected.utf8.count)
    }
  }
}
