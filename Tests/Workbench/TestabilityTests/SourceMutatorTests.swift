import CodeFacts
import Testing

@testable import Testability

struct SourceMutatorTests {
  static let presenter = """
    final class Presenter {
      weak var view: (any View)?
      private var token = ""

      func didChangeToken(_ token: String) {
        self.token = token
        show(model.calculate(with: input, after: edit))
      }

      func resultText() -> String {
        return String(describing: sum)
      }

      init(model: Calculator) {
        self.model = model
      }
    }

    """

  func points(_ source: String) -> [MutationPoint] {
    SourceMutator.mutationPoints(in: source, file: "P.swift", firstID: 1)
  }

  @Test func findsEachOperatorWhereThePresenterAllowsIt() {
    let found = points(Self.presenter).map { "\($0.line) \($0.mutationOperator.rawValue)" }
    #expect(
      found == [
        "2 remove-weak", "6 delete-statement", "6 constant-value", "7 delete-statement",
        "7 drop-edit-argument", "11 constant-value",
      ])
  }

  @Test func numbersThePointsFromTheFirstIDInSourceOrder() {
    let ids = SourceMutator.mutationPoints(in: Self.presenter, file: "P.swift", firstID: 40)
      .map(\.id)
    #expect(ids == Array(40..<46))
  }

  @Test func leavesInitializersAndDeclarationsAlone() {
    let lines = Set(points(Self.presenter).map(\.line))
    #expect(!lines.contains(15))
    #expect(!lines.contains(3))
  }

  @Test func theSchemaKeepsEveryLineNumber() {
    let all = points(Self.presenter).flatMap(\.edits)
    let schema = SchemaEdit.apply(all, to: Self.presenter)
    #expect(
      schema.split(separator: "\n", omittingEmptySubsequences: false).count
        == Self.presenter.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  @Test func theSchemaWrapsADeletedStatementAndItsFinerMutantsInsideIt() {
    let schema = SchemaEdit.apply(points(Self.presenter).flatMap(\.edits), to: Self.presenter)
    let lines = schema.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[5]
        == "    if !workbenchMutant(2) { self.token = (workbenchMutant(3) ? \"\" : (token)) }")
    #expect(
      lines[6]
        == "    if !workbenchMutant(4) { show((workbenchMutant(5) ? model.calculate(with: input) "
        + ": model.calculate(with: input, after: edit))) }")
  }

  @Test func aReturnedStringBecomesTheEmptyString() throws {
    let point = try #require(points(Self.presenter).last)
    #expect(point.mutated == "String(describing: sum) → \"\"")
    let schema = SchemaEdit.apply(point.edits, to: Self.presenter)
    #expect(schema.contains("return (workbenchMutant(6) ? \"\" : (String(describing: sum)))"))
  }

  @Test func aWeakPropertyGetsAStrongSlotReadOnlyWhileItsMutantIsActive() throws {
    let point = try #require(points(Self.presenter).first)
    let schema = SchemaEdit.apply(point.edits, to: Self.presenter)
    #expect(point.mutated == "var view: (any View)?")
    #expect(
      schema.contains(
        "var view: (any View)? { get { workbenchMutant(1) ? viewWorkbenchStrong : "
          + "viewWorkbenchWeak } set { viewWorkbenchWeak = newValue; viewWorkbenchStrong = "
          + "workbenchMutant(1) ? newValue : nil } }"))
  }

  @Test func aValueThatIsTheConstantAlreadyIsNotMutated() {
    let source = "var shown = \"\"\nfunc clear() {\n  shown = \"\"\n}\n"
    #expect(points(source).map(\.mutationOperator) == [.deleteStatement])
  }

  @Test func aParameterTypeGivesTheConstantOfAnAssignmentFromIt() {
    let source = "func f(_ token: String, count: [Int]) {\n  model.token = token\n}\n"
    #expect(points(source).map(\.mutated) == ["(deleted)", "token → \"\""])
    #expect(
      MutationReader.readParameterTypes(SwiftLexer.lex(source).tokens).map(\.1) == [
        "String", "[Int]",
      ])
  }

  @Test func aClosuresOnlyCallBecomesTheEmptyValueSoTheClosuresTypeStays() throws {
    let source = "func f() {\n  run {\n    g()\n  }\n}\n"
    let found = points(source)
    #expect(found.map(\.line) == [2, 3])
    let only = try #require(found.last)
    let schema = SchemaEdit.apply(only.edits, to: source)
    #expect(schema.contains("run {\n    (workbenchMutant(2) ? () : (g()))\n  }"))
  }

  @Test func theStatementsOfAClosureAreDeletedAfterItsSignature() {
    let source = """
      func f() {
        run { [weak self] owner, text in
          g(text)
          self?.h()
        }
      }

      """
    let found = points(source)
    #expect(found.map(\.line) == [2, 3, 4])
    #expect(
      found.map(\.original) == [
        "run { [weak self] owner, text in g(text) self?.h() }", "g(text)", "self?.h()",
      ])
  }

  @Test func aClosuresOnlyAssignmentIsDeletedAndItsValueMadeConstant() {
    let source = """
      var shown = ""
      func bind() {
        output.observe(with: self) { owner, text in owner.shown = text }
        output.observe(with: self) { _, text in shown = text }
      }

      """
    let found = points(source).map { "\($0.line) \($0.mutationOperator.rawValue) \($0.original)" }
    #expect(
      found == [
        "3 delete-statement output.observe(with: self) { owner, text in owner.shown = text }",
        "3 delete-statement owner.shown = text",
        "4 delete-statement output.observe(with: self) { _, text in shown = text }",
        "4 delete-statement shown = text", "4 constant-value shown = text",
      ])
  }

  @Test func aClosureInAFunctionThatReturnsAValueIsMutatedToo() {
    let source = """
      func transform(from input: Input) -> Output {
        let text = changes.scan(into: "") { text, change in
          switch change {
          case .token(let token):
            model.token = token
            return String(describing: model.calculate(with: text))
          }
        }
        return Output(resultText: text)
      }

      """
    let found = points(source).map { "\($0.line) \($0.mutationOperator.rawValue) \($0.mutated)" }
    #expect(
      found == [
        "5 delete-statement (deleted)",
        "6 constant-value String(describing: model.calculate(with: text)) → \"\"",
      ])
  }

  @Test func accessorsDefersAndSwitchExpressionsAreNotClosures() {
    let source = """
      func f() {
        let x = switch a {
        case .b: g()
        }
        defer {
          h()
          k()
        }
      }
      var y: Int {
        get {
          g()
          return 1
        }
      }

      """
    #expect(points(source).map(\.line) == [])
  }

  @Test func aClosureAssignedToAPropertyIsMutated() {
    let source = "final class A {\n  let f = {\n    g()\n    h()\n  }\n}\n"
    #expect(points(source).map(\.line) == [3, 4])
  }

  @Test func theBranchesOfAClosuresIfAreItsOwn() {
    let source = """
      func f() {
        run {
          guard let self else { return }
          if c { g() }
        }
      }

      """
    #expect(points(source).map(\.line) == [2, 4])
  }

  @Test func theStatementsOfBranchesAndCasesAreTheFunctionsOwn() {
    let source = """
      func f(a: A) {
        switch a {
        case .x:
          g()
        default:
          h()
        }
        if c {
          k()
        }
      }

      """
    #expect(points(source).map(\.line) == [4, 6, 9])
  }

  @Test(arguments: [
    ("String", "x", "\"\""), ("Int128", "x", "0"), ("Bool", "false", "true"),
    ("Bool", "x", "false"),
    ("(any View)?", "x", "nil"), ("[Int]", "x", "[]"),
  ])
  func constantsFollowTheType(type: String, value: String, constant: String) {
    #expect(MutationReader.constant(ofType: type, replacing: value) == constant)
  }

  @Test func aTypeWithNoObviousConstantIsNotMutated() {
    #expect(MutationReader.constant(ofType: "Calculator", replacing: "x") == nil)
  }

  @Test func anArrowInAClosureTypedParameterIsNotTheFunctionsReturnType() {
    let source = """
      func subscribe(_ subscriber: @escaping (State) -> Void) {
        subscriber(state)
        subscribers.append(subscriber)
      }

      """
    let found = points(source).map { "\($0.line) \($0.mutationOperator.rawValue)" }
    #expect(found == ["2 delete-statement", "3 delete-statement"])
  }

  @Test func aFactorysWiringIsDeletedAndItsReturnedValueKept() {
    let source = """
      static func makeRootViewController() -> ViewController {
        let presenter = Presenter(model: Calculator())
        let viewController = CalculatorViewController(presenter: presenter)
        presenter.view = viewController
        if ready { start() }
        return viewController
      }

      static func makeOther() -> ViewController {
        CalculatorViewController(model: Calculator())
      }

      """
    let found = points(source).map { "\($0.line) \($0.mutationOperator.rawValue)" }
    #expect(found == ["4 delete-statement"])
  }
}
