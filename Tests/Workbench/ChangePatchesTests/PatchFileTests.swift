import Testing

@testable import ChangePatches

@Suite struct PatchFileTests {
  @Test func randomEditsRoundTripThroughTextParsingAndApplying() throws {
    var random = SplitMix64(seed: 0x5EED)
    var patched = 0
    for round in 0..<400 {
      var old: String? = RandomText.text(lines: 12, using: &random)
      var new: String? = RandomText.edited(old ?? "", using: &random)
      switch round % 10 {
      case 0: old = nil
      case 1: new = nil
      default: break
      }
      let context = Int.random(in: 0...4, using: &random)
      guard
        let file = FilePatch.make(
          oldPath: "Sources/F.swift", old: old, newPath: "Sources/F.swift", new: new,
          context: context)
      else {
        #expect(old == new, "round \(round)")
        continue
      }
      patched += 1
      let patch = PatchFile(header: ["Change: random \(round)", "Base: 0123abc"], files: [file])
      let parsed = try PatchFile(parsing: patch.text, path: "random.patch")
      #expect(parsed == patch, "round \(round):\n\(patch.text)")
      let applied = try parsed.files[0].applied(to: old)
      #expect(
        applied.map { Array($0.utf8) } == new.map { Array($0.utf8) },
        "round \(round):\n\(patch.text)")
    }
    #expect(patched > 300)
  }

  @Test func textIsTheHeaderThenEachFile() throws {
    let first = try #require(FilePatch.make(oldPath: "A", old: "a\n", newPath: "A", new: "b\n"))
    let second = try #require(FilePatch.make(oldPath: nil, old: nil, newPath: "E", new: ""))
    let patch = PatchFile(header: ["Change: undo", ""], files: [first, second])
    #expect(
      patch.text == """
        Change: undo

        diff --git a/A b/A
        --- a/A
        +++ b/A
        @@ -1 +1 @@
        -a
        +b
        diff --git a/E b/E
        new file mode 100644

        """)
    #expect(try PatchFile(parsing: patch.text, path: "p") == patch)
  }

  @Test func anEmptyPatchIsEmptyText() throws {
    #expect(PatchFile().text == "")
    #expect(try PatchFile(parsing: "", path: "p") == PatchFile())
    #expect(
      try PatchFile(parsing: "Change: none\n", path: "p") == PatchFile(header: ["Change: none"]))
  }
}
