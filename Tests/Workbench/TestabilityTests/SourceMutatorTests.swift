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

  @Test func aClosuresStatementsAreNotTheFunctions() {
    let source = "func f() {\n  run {\n    g()\n  }\n}\n"
    #expect(points(source).map(\.line) == [2])
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
}
