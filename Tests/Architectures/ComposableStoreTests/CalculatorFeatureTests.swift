import ComposableStore
import ComposableTesting
import Testing

/// The calculator feature tested as TCA's practitioners test one: each action sent to a
/// `TestStore` with the whole state change it makes asserted, and the store finished, so no
/// change and no effect goes unnoticed.
@MainActor
struct CalculatorFeatureTests {
  @Test func startsWithTheSumOfTheEmptyInput() {
    #expect(CalculatorFeature.State().resultText == "0")
  }

  @Test func sumsTheInputAtTheTokenAsTheUserTypes() async {
    let store = TestStore(initialState: CalculatorFeature.State()) { CalculatorFeature() }
    await store.send(.tokenTextChanged(",")) {
      $0.tokenText = ","
    }
    await store.send(.inputTextChanged("1")) {
      $0.inputText = "1"
      $0.resultText = "1"
    }
    await store.send(.inputTextChanged("1,2")) {
      $0.inputText = "1,2"
      $0.resultText = "3"
    }
    await store.send(.inputTextChanged("1,2,x")) {
      $0.inputText = "1,2,x"
    }
    await store.finish()
  }

  @Test func aNewTokenSumsTheInputAlreadyTyped() async {
    let store = TestStore(initialState: CalculatorFeature.State(inputText: "4;5")) {
      CalculatorFeature()
    }
    await store.send(.tokenTextChanged(";")) {
      $0.tokenText = ";"
      $0.resultText = "9"
    }
    await store.send(.tokenTextChanged("")) {
      $0.tokenText = ""
      $0.resultText = "0"
    }
    await store.finish()
  }

  @Test func negativeAndNonIntegerPiecesAreSummedAsTheEngineDoes() async {
    let store = TestStore(initialState: CalculatorFeature.State(tokenText: ",")) {
      CalculatorFeature()
    }
    await store.send(.inputTextChanged("-3,1.5,10")) {
      $0.inputText = "-3,1.5,10"
      $0.resultText = "7"
    }
    await store.finish()
  }

  @Test func anEditThatChangesNothingShownChangesNoState() async {
    let store = TestStore(initialState: CalculatorFeature.State(tokenText: ",", inputText: "2")) {
      CalculatorFeature()
    }
    await store.send(.tokenTextChanged(","))
    await store.send(.inputTextChanged("2"))
    await store.finish()
  }
}
