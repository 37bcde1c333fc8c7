public import CalculatorModel
public import Persistence
import TextEditing
import Tracing

/// The interactor of Clean Swift: owns the model, takes each use case's request from the view,
/// and hands the presenter the use case's response.
///
/// Data goes one way round the VIP cycle: the interactor never hears back from the presenter and
/// never sees the view, so it owns its presenter. There is no worker: the `Calculator` model is
/// already the reusable piece of business logic a worker would hold, and the key-value store,
/// where the interactor remembers the token across launches, the storage one would wrap.
@MainActor
public final class Interactor: CalculatorBusinessLogic {
  private static let tokenKey = "token"

  private let presenter: any CalculatorPresentationLogic
  private let model: Calculator
  private let keyValueStore: any KeyValueStore
  private var input = ""

  /// Creates an interactor over `model` with an empty input, presenting through `presenter`.
  ///
  /// - Parameters:
  ///   - presenter: The presenter to hand every response to; the interactor owns it.
  ///   - model: The model to set the token of and ask for sums; the interactor owns it.
  ///   - keyValueStore: Where the interactor remembers the token across launches.
  public init(
    presenter: any CalculatorPresentationLogic, model: Calculator,
    keyValueStore: any KeyValueStore
  ) {
    self.presenter = presenter
    self.model = model
    self.keyValueStore = keyValueStore
  }

  /// Gives the model the token remembered from the last launch (or an empty one) and presents
  /// it with the sum of the kept input under it: the interactor owns the state, so the token
  /// never comes back from the field it is shown in.
  public func restoreToken(request: RestoreToken.Request) {
    @Received(by: self) var message = #function
    let token = keyValueStore.string(forKey: Self.tokenKey) ?? ""
    model.token = token
    presenter.presentTokenRestoration(
      response: RestoreToken.Response(token: token, sum: model.calculate(with: input)))
  }

  /// Changes and remembers the model's token and presents the sum of the kept input with the new
  /// separators.
  public func changeToken(request: ChangeToken.Request) {
    @Received(by: self, request.token) var message = #function
    model.token = request.token
    keyValueStore.set(request.token, forKey: Self.tokenKey)
    presenter.presentTokenChange(response: ChangeToken.Response(sum: model.calculate(with: input)))
  }

  /// Applies the request's edit to the interactor's copy of the input and presents its sum,
  /// summed from what the edit changed.
  ///
  /// The interactor edits a copy of its own rather than keeping the request's input: holding
  /// the field's string across events would make the field copy its whole text on the next
  /// keystroke.
  public func calculate(request: Calculate.Request) {
    @Received(by: self, request.input) var message = #function
    let sum =
      request.edit.apply(to: &input, expecting: request.input)
      ? model.calculate(with: input, after: request.edit)
      : model.calculate(with: input)
    presenter.presentCalculation(response: Calculate.Response(sum: sum))
  }
}
