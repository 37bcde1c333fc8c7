import CodeFacts
import Testing

/// The reflexion of traced events against an intended model: convergences, divergences with
/// where they were seen, absences.
struct ReflexionTests {
  static func event(_ number: Int, _ messages: [(String, String, String, Int)]) -> ObservedEvent {
    ObservedEvent(
      scenario: "Scenarios/x.scenario", event: number, line: number + 2, action: "edit",
      buildsScreen: number == 0,
      messages: messages.map { ObservedMessage(from: $0.0, to: $0.1, member: $0.2, depth: $0.3) })
  }

  static let mvpEdit = event(
    1,
    [
      ("User", "inputTextField", "insertText", 0),
      ("inputTextField", "CalculatorView", "editingChanged", 1),
      ("CalculatorView", "CalculatorViewController", "didChangeInputText", 2),
      ("CalculatorViewController", "Presenter", "didChangeInputText", 3),
      ("Presenter", "Calculator", "calculate(with:after:)", 4),
      ("Presenter", "CalculatorViewController", "setResultText", 4),
      ("CalculatorViewController", "CalculatorView", "setResultText", 5),
      ("CalculatorView", "resultLabel", "text", 6),
    ])

  @Test func anMVPEditConvergesWithNoDivergence() {
    let reflexion = Reflexion.compare(.mvp, events: [Self.mvpEdit])
    #expect(reflexion.divergences.isEmpty)
    #expect(reflexion.convergences.contains("presenter → view (through CalculatorViewProtocol)"))
    #expect(reflexion.absences.map(\.edge).contains("presenter → service"))
  }

  /// Issue 45's student shortcut, a view that decides and then notifies.
  ///
  /// The view empties its fields itself, then tells the presenter,
  /// which only resets the model. Every event reaches the presenter; what is shown does not
  /// come from it.
  @Test func aViewThatDecidesWhatToShowAndThenNotifiesItsPresenterIsADivergence() {
    let clear = Self.event(
      2,
      [
        ("User", "clearButton", "tap", 0),
        ("clearButton", "CalculatorView", "clearTapped", 1),
        ("CalculatorView", "CalculatorViewController", "didTapClearButton", 2),
        ("CalculatorViewController", "CalculatorViewController", "setInputText", 3),
        ("CalculatorViewController", "CalculatorView", "setInputText", 4),
        ("CalculatorView", "inputTextField", "text", 5),
        ("CalculatorViewController", "Presenter", "didTapClearButton", 3),
        ("Presenter", "Calculator", "calculate(with:after:)", 4),
      ])
    let reflexion = Reflexion.compare(.mvp, events: [Self.mvpEdit, clear])
    #expect(
      reflexion.divergences.map(\.rule) == [
        "the view shows only what its presenter sent in the same event"
      ])
    #expect(reflexion.divergences.first?.location == "Scenarios/x.scenario:4")
    #expect(Reflexion.compare(.mvpSupervisingController, events: [clear]).divergences.isEmpty)
  }

  @Test func aPresenterCallingTheKitIsADivergenceAtItsEvent() {
    var edit = Self.mvpEdit
    edit.messages.insert(
      ObservedMessage(from: "Presenter", to: "CalculatorView", member: "setInputText", depth: 4),
      at: 5)
    let reflexion = Reflexion.compare(.mvp, events: [edit])
    #expect(reflexion.divergences.map(\.rule) == ["presenter → kit is no edge of MVP"])
    #expect(reflexion.divergences.first?.location == "Scenarios/x.scenario:3")
    #expect(reflexion.divergences.first?.detail.contains("setInputText") == true)
  }

  @Test func aViewThatDecidesWithoutItsPresenterIsADivergence() {
    let tap = Self.event(
      1,
      [
        ("User", "clearButton", "tap", 0),
        ("clearButton", "CalculatorViewController", "touchUpInside", 1),
        ("CalculatorViewController", "CalculatorView", "setInputText", 2),
      ])
    let reflexion = Reflexion.compare(.mvp, events: [tap])
    #expect(
      reflexion.divergences.map(\.rule) == ["every event the view receives reaches the presenter"])
  }

  /// A student's MVP clear button whose delegate method, left untraced, sets the kit's texts
  /// itself: the trace shows only the kit, yet the screen changed without the presenter.
  @Test func aTapThatChangesTheScreenWithoutItsPresenterIsADivergenceThoughTheViewIsUntraced() {
    let tap = Self.event(
      7,
      [
        ("User", "clearButton", "tap", 0),
        ("clearButton", "CalculatorView", "touchUpInside", 1),
        ("CalculatorView", "CalculatorView", "setInputText", 2),
        ("CalculatorView", "CalculatorView", "setResultText", 2),
        ("CalculatorView", "resultLabel", "text", 3),
      ])
    let reflexion = Reflexion.compare(.mvp, events: [tap])
    #expect(
      reflexion.divergences.map(\.rule) == ["every event the view receives reaches the presenter"])
    #expect(reflexion.divergences.first?.location == "Scenarios/x.scenario:9")
    #expect(
      reflexion.divergences.first?.detail
        == "event 7 (edit) changed the screen and never the presenter")
  }

  @Test func aTapThatChangesNothingNeedNotReachThePresenter() {
    let tap = Self.event(
      1, [("User", "undoButton", "tap", 0), ("undoButton", "CalculatorView", "touchUpInside", 1)])
    #expect(Reflexion.compare(.mvp, events: [tap]).divergences.isEmpty)
  }

  @Test func anMVVMViewSettingTheResultItselfIsADivergence() {
    let edit = Self.event(
      1,
      [
        ("User", "inputTextField", "insertText", 0),
        ("inputTextField", "CalculatorView", "editingChanged", 1),
        ("CalculatorView", "CalculatorViewController", "didChangeInputText", 2),
        ("CalculatorViewController", "CalculatorView", "setResultText", 3),
        ("CalculatorView", "resultLabel", "text", 4),
        ("CalculatorViewController", "ViewModel", "didChangeInputText", 3),
      ])
    let reflexion = Reflexion.compare(.mvvm, events: [edit])
    #expect(
      reflexion.divergences.map(\.rule) == [
        "the view shows only what its bindings deliver in the same event"
      ])
    #expect(reflexion.divergences.first?.why.hasPrefix("The view updates by binding") == true)
  }

  /// The view clears its input field itself and then tells the view model, whose binding
  /// delivers the result: any widget, not only the result label, is held to binding.
  @Test func anMVVMViewClearingAFieldItselfIsADivergenceThoughItsResultIsBound() {
    let clear = Self.event(
      1,
      [
        ("User", "clearButton", "tap", 0),
        ("clearButton", "CalculatorView", "touchUpInside", 1),
        ("CalculatorView", "CalculatorViewController", "didTapClearButton", 2),
        ("CalculatorViewController", "CalculatorView", "setInputText", 3),
        ("CalculatorView", "inputTextField", "text", 4),
        ("CalculatorViewController", "ViewModel", "didTapClearButton", 3),
        ("ViewModel", "Observable<String>", "value", 4),
        ("Observable<String>", "CalculatorViewController", "valueChanged", 5),
        ("CalculatorViewController", "CalculatorView", "setResultText", 6),
        ("CalculatorView", "resultLabel", "text", 7),
      ])
    let reflexion = Reflexion.compare(.mvvm, events: [clear])
    #expect(reflexion.divergences.map(\.detail).count == 1)
    #expect(
      reflexion.divergences.first?.detail.hasPrefix("event 1 (edit): inputTextField.text") == true)
  }

  @Test func anMVVMViewSettingWhatItsBindingDeliversConverges() {
    let edit = Self.event(
      1,
      [
        ("User", "inputTextField", "insertText", 0),
        ("inputTextField", "CalculatorView", "editingChanged", 1),
        ("CalculatorView", "CalculatorViewController", "didChangeInputText", 2),
        ("CalculatorViewController", "ViewModel", "didChangeInputText", 3),
        ("ViewModel", "Observable<String>", "value", 4),
        ("Observable<String>", "CalculatorViewController", "valueChanged", 5),
        ("CalculatorViewController", "CalculatorView", "setResultText", 6),
        ("CalculatorView", "resultLabel", "text", 7),
      ])
    #expect(Reflexion.compare(.mvvm, events: [edit]).divergences.isEmpty)
  }

  @Test func theLoadingsAssemblerMessagesAreFree() {
    let load = Self.event(0, [("User", "Calculator", "calculate(with:)", 0)])
    let reflexion = Reflexion.compare(.mvvm, events: [load])
    #expect(reflexion.divergences.isEmpty)
    #expect(reflexion.observed.isEmpty)
  }
}
