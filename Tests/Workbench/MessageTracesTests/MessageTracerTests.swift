import ArchitectureCatalog
import MessageTraces
import Testing
import Tracing
import WorkbenchTestSupport

/// The rules each pattern promises, observed in what the architectures actually send.
@MainActor
struct MessageTracerTests {
  private static let kitRoles: Set<String> = [
    "tokenTextField", "inputTextField", "resultLabel", "CalculatorView",
  ]

  private func traces(event: Int? = nil) throws -> [String: MessageTrace] {
    let tutorial = try scenario(
      """
      type input "1,2"
      type token ","
      type input "3"
      """)
    let traces = try MessageTracer.trace(
      tutorial, event: event, architectures: Catalog.architectures)
    return Dictionary(uniqueKeysWithValues: traces.map { ($0.architecture, $0) })
  }

  @Test func everyEditStartsWithTheUserAndEndsWithOneLabelUpdate() throws {
    for (name, trace) in try traces() {
      #expect(trace.messages.first?.from == "User", "\(name)")
      #expect(trace.messages.first?.to == "inputTextField", "\(name)")
      #expect(trace.labelUpdates == 1, "\(name)")
      // A declarative screen's label (TCA's) is set by the kit's update at the end of the
      // field's action, not by a view object.
      let setter = name == "TCA" ? "action" : "CalculatorView"
      #expect(trace.messages.last?.line == "\(setter) → resultLabel: text = \"24\"", "\(name)")
    }
  }

  @Test func theModelSendsNothingAndTheViewNeverCallsTheModel() throws {
    for (name, trace) in try traces() {
      #expect(!trace.messages.contains { $0.from == "Calculator" }, "\(name)")
      #expect(
        !trace.messages.contains { $0.from == "CalculatorView" && $0.to == "Calculator" }, "\(name)"
      )
    }
  }

  @Test func thePresenterTalksOnlyToTheModelAndItsViewProtocol() throws {
    let mvp = try #require(try traces()["MVP"])
    let sent = mvp.messages.filter { $0.from == "Presenter" }
    #expect(!sent.isEmpty)
    #expect(Set(sent.map(\.to)).isSubset(of: ["Calculator", "CalculatorViewController"]))
    #expect(sent.allSatisfy { !Self.kitRoles.contains($0.to) })
  }

  @Test func viewModelsTouchNoKitRoleAndNoView() throws {
    let all = try traces()
    for name in ["MVVM", "MVVM-Observation"] {
      let trace = try #require(all[name])
      let sent = trace.messages.filter { $0.from == "ViewModel" }
      #expect(!sent.isEmpty, "\(name)")
      #expect(sent.allSatisfy { !Self.kitRoles.contains($0.to) }, "\(name)")
      #expect(
        sent.allSatisfy { $0.to != "CalculatorViewController" || $0.member == "onChange" },
        "\(name): only Observation's own change notification reaches the view")
    }
  }

  @Test func viperGoesViewPresenterInteractorModelAndBackThroughThePresenter() throws {
    let viper = try #require(try traces()["VIPER"])
    let hops = viper.messages.filter { !Self.kitRoles.contains($0.to) && $0.from != "User" }
    #expect(
      hops.map { "\($0.from) → \($0.to)" } == [
        "CalculatorView → CalculatorViewController", "CalculatorViewController → Presenter",
        "Presenter → Interactor", "Interactor → Calculator", "Interactor → Presenter",
        "Presenter → CalculatorViewController",
      ])
    #expect(viper.messages.filter { $0.to == "Calculator" }.allSatisfy { $0.from == "Interactor" })
  }

  @Test func cleanSwiftGoesOneWayRoundTheCycle() throws {
    let vip = try #require(try traces()["CleanSwift"])
    let hops = vip.messages.filter { !Self.kitRoles.contains($0.to) && $0.from != "User" }
    #expect(
      hops.map { "\($0.from) → \($0.to): \($0.member)" } == [
        "CalculatorView → CalculatorViewController: didChangeInputText",
        "CalculatorViewController → Interactor: calculate(request:)",
        "Interactor → Calculator: calculate(with:after:)",
        "Interactor → Presenter: presentCalculation(response:)",
        "Presenter → CalculatorViewController: displayCalculation(viewModel:)",
      ])
    let tokenEdit = try #require(try traces(event: 4)["CleanSwift"])
    let roles: Set = ["CalculatorViewController", "Interactor", "Presenter"]
    #expect(
      tokenEdit.messages.filter { roles.contains($0.to) }.map(\.member) == [
        "didChangeTokenText", "changeToken(request:)", "presentTokenChange(response:)",
        "displayTokenChange(viewModel:)",
      ])
  }

  @Test func aTokenEditReachesTheModelInEveryArchitecture() throws {
    for (name, trace) in try traces(event: 4) {
      #expect(trace.reachesModel, "\(name)")
      #expect(trace.messages.last?.line.hasSuffix("text = \"3\"") == true, "\(name)")
    }
  }

  @Test func anOutOfRangeEventIsAnError() throws {
    #expect(throws: MessageTracerError.noSuchEvent(9, available: 5)) {
      try traces(event: 9)
    }
  }
}
