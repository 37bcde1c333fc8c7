public import CalculatorModel
public import Persistence
public import TextEditing
import Tracing

/// The interactor of VIPER: owns the model and the ``Calculation`` entity, carries out the use
/// cases the presenter asks for, and reports their outcome through its output; it remembers the
/// token across launches in its key-value store, the module's data store.
///
/// It knows no kit type, no view and no presenter type, only its output protocol, which it holds
/// weakly: the presenter owns the interactor, so a strong reference back would be a cycle.
@MainActor
public final class Interactor: CalculatorInteractorInputProtocol {
  /// Receives the outcome of every use case; held weakly, the presenter being its owner.
  public weak var output: (any CalculatorInteractorOutputProtocol)?

  private static let tokenKey = "token"

  private let model: Calculator
  private let keyValueStore: any KeyValueStore
  private var calculation = Calculation()

  /// Creates an interactor over `model`, which it owns, with an empty input and no output yet.
  ///
  /// - Parameters:
  ///   - model: The model to set the token of and ask for sums.
  ///   - keyValueStore: Where the interactor remembers the token across launches.
  public init(model: Calculator, keyValueStore: any KeyValueStore) {
    self.model = model
    self.keyValueStore = keyValueStore
  }

  /// Makes the remembered token the model's and reports it.
  public func fetchToken() {
    @Received(by: self) var message = #function
    model.token = keyValueStore.string(forKey: Self.tokenKey) ?? ""
    output?.didFetchToken(model.token)
  }

  /// Reports the sum of the input as it stands.
  public func fetchSum() {
    @Received(by: self) var message = #function
    reportSum()
  }

  /// Changes and remembers the model's token and reports the sum of the kept input with the new
  /// separators.
  public func updateToken(_ token: String) {
    @Received(by: self, token) var message = #function
    model.token = token
    keyValueStore.set(token, forKey: Self.tokenKey)
    calculation.sum = model.calculate(with: calculation.input)
    reportSum()
  }

  /// Applies `edit` to the entity's copy of the input and sums it from what the edit changed.
  ///
  /// The interactor edits a copy of its own rather than keeping `input`: holding the field's
  /// string across events would make the field copy its whole text on the next keystroke.
  public func updateInput(_ input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    calculation.sum =
      edit.apply(to: &calculation.input, expecting: input)
      ? model.calculate(with: calculation.input, after: edit)
      : model.calculate(with: calculation.input)
    reportSum()
  }

  private func reportSum() {
    output?.didCalculateSum(calculation.sum)
  }
}
