import Binding
import FlightBookerMVVM
import Testing

/// In MVVM the view model is tested by the history of its outputs: no view, no kit.
@MainActor
struct ViewModelTests {
  @Test func eachInputPublishesWhatIsEnabledAndATapTheConfirmation() {
    let viewModel = ViewModel()
    var shown: [String] = []
    viewModel.outputs.isReturnDateEnabled.bind(with: viewModel) { _, enabled in
      shown.append("return \(enabled)")
    }
    viewModel.outputs.isBookEnabled.bind(with: viewModel) { _, enabled in
      shown.append("book \(enabled)")
    }
    viewModel.outputs.message.bind(with: viewModel) { _, message in shown.append(message) }
    viewModel.inputs.didSelectFlightType(1)
    viewModel.inputs.didChangeReturnDate("26.03.2014")
    viewModel.inputs.didTapBook()
    viewModel.inputs.didChangeReturnDate("28.03.2014")
    viewModel.inputs.didTapBook()
    #expect(
      shown == [
        "return false", "book true", "", "return true", "book true", "return true",
        "book false", "return true", "book true",
        "You have booked a return flight from 27.03.2014 to 28.03.2014.",
      ])
  }
}
