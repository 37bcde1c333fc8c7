import Testing
import ViewKit

/// Records the selected segment each `valueChanged` event reports.
@MainActor
private final class SelectionRecorder {
  var selections: [Int] = []

  func controlDidChange(_ control: SegmentedControl) {
    selections.append(control.selectedSegmentIndex)
  }
}

@MainActor
struct SegmentedControlTests {
  private func makeControl() -> (SegmentedControl, SelectionRecorder) {
    let control = SegmentedControl(items: ["one-way flight", "return flight"])
    let recorder = SelectionRecorder()
    control.addTarget(recorder, action: SelectionRecorder.controlDidChange, for: .valueChanged)
    return (control, recorder)
  }

  @Test func itHasOneSegmentPerTitleAndNoneSelectedAtFirst() {
    let (control, _) = makeControl()
    #expect(control.numberOfSegments == 2)
    #expect(control.titleForSegment(at: 0) == "one-way flight")
    #expect(control.titleForSegment(at: 1) == "return flight")
    #expect(control.titleForSegment(at: 2) == nil)
    #expect(control.titleForSegment(at: -1) == nil)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
  }

  @Test func theUsersSelectionOfAnotherSegmentSendsOneValueChangedAfterSelectingIt() {
    let (control, recorder) = makeControl()
    control.selectSegment(at: 1)
    control.selectSegment(at: 0)
    #expect(recorder.selections == [1, 0])
  }

  @Test func selectingTheSelectedSegmentOrNoSegmentSendsNothing() {
    let (control, recorder) = makeControl()
    control.selectSegment(at: 1)
    control.selectSegment(at: 1)
    control.selectSegment(at: 2)
    control.selectSegment(at: -1)
    #expect(recorder.selections == [1])
    #expect(control.selectedSegmentIndex == 1)
  }

  @Test func settingTheSelectionFromCodeSendsNoEvent() {
    let (control, recorder) = makeControl()
    control.selectedSegmentIndex = 1
    #expect(control.selectedSegmentIndex == 1)
    control.selectedSegmentIndex = 5
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(recorder.selections.isEmpty)
  }

  @Test func aTargetIsHeldWeakly() {
    let control = SegmentedControl(items: ["a", "b"])
    weak var released: SelectionRecorder?
    do {
      let recorder = SelectionRecorder()
      released = recorder
      control.addTarget(recorder, action: SelectionRecorder.controlDidChange, for: .valueChanged)
    }
    #expect(released == nil)
    control.selectSegment(at: 1)
    #expect(control.selectedSegmentIndex == 1)
  }

  @Test func codeMaySendItsEventsItself() {
    let (control, recorder) = makeControl()
    control.selectedSegmentIndex = 0
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .touchUpInside)
    #expect(recorder.selections == [0])
  }
}
