/// Classifies the `@Test` functions of one test target by what they reach, not by their file's
/// imports: a function reaches the names its code mentions, then, through the target's
/// declarations by name, what those helpers, fakes and suites mention in turn; its suite's
/// stored properties with a value and initializers run for every test of the suite.
enum TestFunctionClassifier {
  /// Classifies every `@Test` function of `files`.
  ///
  /// - Parameters:
  ///   - files: Each test file's path and text.
  ///   - kitTypes: The names of the types a kit-free test may not reach (see ``KitTypes``).
  /// - Returns: The functions, in file order then source order.
  static func classify(
    files: [(path: String, text: String)], kitTypes: Set<String>
  ) -> [TestFunction] {
    let read = files.map { ($0.path, TestDeclarationReader(text: $0.text).declarations) }
    var byName: [String: Set<String>] = [:]
    var onCreation: [String: Set<String>] = [:]
    for (_, declarations) in read {
      for declaration in declarations where !declaration.isTest {
        byName[declaration.name, default: []].formUnion(declaration.names)
        if declaration.runsOnCreation, let suite = declaration.suite {
          onCreation[suite, default: []].formUnion(declaration.names)
        }
      }
    }
    byName["init"] = nil
    var result: [TestFunction] = []
    for (path, declarations) in read {
      for test in declarations where test.isTest {
        var reached = test.names.union(test.suite.flatMap { onCreation[$0] } ?? [])
        var frontier = Array(reached)
        while let name = frontier.popLast() {
          for next in byName[name] ?? [] where !reached.contains(next) {
            reached.insert(next)
            frontier.append(next)
          }
        }
        result.append(
          TestFunction(
            file: path, suite: test.suite ?? "", name: test.name,
            kitTypes: reached.intersection(kitTypes).sorted()))
      }
    }
    return result
  }
}
