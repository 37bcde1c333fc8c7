import CrudModel
import Tracing

/// The pure function of the store: the next state from the state and an action.
public enum Reducer {
  /// Applies `action` to `state`.
  ///
  /// - Parameters:
  ///   - state: The state, changed in place.
  ///   - action: What the user did.
  public static func reduce(into state: inout State, action: Action) {
    @Received(role: "Reducer", action) var message = #function
    switch action {
    case .filterChanged(let text): state.model.filter = text
    case .nameChanged(let text): state.model.name = text
    case .surnameChanged(let text): state.model.surname = text
    case .rowSelected(let row): state.model.select(row: row)
    case .createTapped: state.model.create()
    case .updateTapped: state.model.update()
    case .deleteTapped: state.model.delete()
    }
  }
}
