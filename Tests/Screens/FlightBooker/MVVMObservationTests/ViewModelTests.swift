import FlightBookerMVVMObservation
import Testing

/// The view model is a mapping from inputs to outputs: each output's value after each input.
@MainActor
struct ViewModelTests {
  @Test func eachInputSetsWhatIsEnabledAndATapTheMessage() {
    let viewModel = ViewModel()
    var history: [String] = []
    func record() {
      history.append(
        "\(viewModel.isReturnDateEnabled) \(viewModel.isBookEnabled) \(viewModel.message)")
    }
    record()
    viewModel.inputs.didSelectFlightType(1)
    record()
    viewModel.inputs.didChangeReturnDate("26.03.2014")
    record()
    viewModel.inputs.didTapBook()
    record()
    viewModel.inputs.didSelectFlightType(0)
    viewModel.inputs.didTapBook()
    record()
    #expect(
      history == [
        "false true ", "true true ", "true false ", "true false ",
        "false true You have booked a one-way flight on 27.03.2014.",
      ])
  }
}
