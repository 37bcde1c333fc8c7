import Testing
import ViewKit

@MainActor
struct LifetimeTrackerTests {
  @Test func survivorsAreTheWatchedObjectsStillAliveInCreationOrder() {
    let tracker = LifetimeTracker()
    var kept: [View] = []
    tracker.track {
      kept.append(Label())
      _ = View()
      kept.append(View())
    }
    #expect(tracker.survivors == ["Label", "View"])
    #expect(tracker.watchedCount == 3)
    kept.removeFirst()
    #expect(tracker.survivors == ["View"])
  }

  @Test func objectsMadeAndFreedByTheThousandLeaveTheKeptOnesWatchedAsBefore() {
    let tracker = LifetimeTracker()
    var kept: [View] = []
    tracker.track {
      for index in 0..<10_000 {
        let view = index % 1_000 == 0 ? Label() : View()
        if index % 1_000 == 0 { kept.append(view) }
      }
    }
    #expect(tracker.watchedCount == 10_000)
    #expect(tracker.survivors == Array(repeating: "Label", count: 10))
    #expect(kept.allSatisfy { tracker.isWatching($0) && tracker.watchesFromCreation($0) })
    let received = View()
    #expect(!tracker.isWatching(received))
    tracker.watch(received)
    #expect(tracker.isWatching(received) && !tracker.watchesFromCreation(received))
  }
}
