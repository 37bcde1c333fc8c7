/// Which types use a model by calling it: a model of pure functions (a stateless domain
/// service, as 7GUIs' temperature conversion) has no state to hold, so calling it is how a
/// role owns it.
extension DeclarationGraph {
  /// The names of the types whose members (their extensions' included) call a function or a
  /// static method that one of `modules` declares, as the compiler resolved the call, in the
  /// source or in a macro's expansion of it (``implicitCalls``).
  ///
  /// A function the graph's own module declares never counts: a controller that converts with
  /// a helper of its own computes the model's answer itself.
  ///
  /// ```swift
  /// graph.typesCalling(functionsOf: ["TemperatureConversion"])
  /// // ["TemperatureConverterViewController"] in MVC: it calls TemperatureConversion.celsius(…)
  /// ```
  ///
  /// - Parameter modules: The modules whose functions count (a screen's model modules).
  /// - Returns: The callers' simple names.
  /// - Complexity: O(*n*) in the uses.
  public func typesCalling(functionsOf modules: Set<String>) -> Set<String> {
    var callers: Set<String> = []
    // A call an `@Observable` property's `didSet` makes is in the macro's expansion.
    for (user, used) in uses.merging(implicitCalls, uniquingKeysWith: +) {
      guard let owner = owner(of: user), let type = declarations[owner],
        used.contains(where: { use in
          use.roles.contains(.call) && [.function, .staticMethod].contains(use.symbol.kind)
            && declarations[use.symbol.usr] == nil
            && use.symbol.module.map(modules.contains) == true
        })
      else { continue }
      callers.insert(type.symbol.name)
    }
    return callers
  }
}
