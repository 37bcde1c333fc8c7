import Binding
import FlightBookerMVVMInputOutput
import Testing

/// The view model is a transform from input streams to output streams: tested by emitting into
/// relays and recording the whole history of each output.
@MainActor
struct ViewModelTests {
  @Test func eachEventSendsWhatIsEnabledAndATapTheConfirmationWhenAllowed() {
    let flightType = Relay<Int>()
    let startDate = Relay<String>()
    let returnDate = Relay<String>()
    let taps = Relay<Void>()
    let output = ViewModel().transform(
      from: ViewModel.Input(
        flightType: flightType.signal, startDate: startDate.signal,
        returnDate: returnDate.signal, bookTaps: taps.signal))
    var returnEnabled: [Bool] = []
    var bookEnabled: [Bool] = []
    var messages: [String] = []
    output.isReturnDateEnabled.observe { returnEnabled.append($0) }
    output.isBookEnabled.observe { bookEnabled.append($0) }
    output.message.observe { messages.append($0) }
    flightType.emit(1)
    returnDate.emit("26.03.2014")
    taps.emit(())
    startDate.emit("20.03.2014")
    taps.emit(())
    #expect(returnEnabled == [true, true, true, true, true])
    #expect(bookEnabled == [true, false, false, true, true])
    #expect(
      messages == [
        "", "", "", "", "You have booked a return flight from 20.03.2014 to 26.03.2014.",
      ])
  }
}
