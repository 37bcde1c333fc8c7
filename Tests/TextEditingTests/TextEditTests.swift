import Foundation
import Synchronization
import Testing
import TextEditing

struct TextEditTests {
  private func edit(_ text: String, stamp: TextEdit.Stamp) -> TextEdit {
    TextEdit(text: text, previousStamp: stamp - 1, stamp: stamp, unchangedPrefixUTF8Count: 0)
  }

  @Test func reportingPublishesTheEditOnlyWhileItsBodyRuns() {
    #expect(TextEdit.current == nil)
    let seen = TextEdit.reporting(edit("a", stamp: 2)) { TextEdit.current?.text }
    #expect(seen == "a")
    #expect(TextEdit.current == nil)
  }

  @Test func nestedReportsRestoreTheOuterEdit() {
    TextEdit.reporting(edit("outer", stamp: 2)) {
      TextEdit.reporting(edit("inner", stamp: 3)) {
        #expect(TextEdit.current?.text == "inner")
      }
      #expect(TextEdit.current?.text == "outer")
    }
    #expect(TextEdit.current == nil)
  }

  @Test func anEditIsReportedOnlyOnItsOwnThread() {
    let otherThreadSaw = TextEdit.reporting(edit("here", stamp: 2)) { () -> String? in
      let seen = Mutex<String?>("unset")
      let done = DispatchSemaphore(value: 0)
      Thread {
        seen.withLock { $0 = TextEdit.current?.text }
        done.signal()
      }.start()
      done.wait()
      return seen.withLock { $0 }
    }
    #expect(otherThreadSaw == nil)
  }

  @Test func stampsAreNeverRepeated() {
    let stamps = (0..<1000).map { _ in TextStamps.next() }
    #expect(Set(stamps).count == stamps.count)
  }
}
