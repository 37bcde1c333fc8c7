// libFuzzer entry point for the calculator's engine; built by `.ci/fuzz`, not by SwiftPM.
//
// The first byte chooses how many of the following bytes are the token; the rest is the
// input. Both are decoded as UTF-8 (invalid bytes become U+FFFD, as in any Swift string). The
// engine must never trap, must agree with the tutorial's Foundation implementation wherever
// Foundation's `CharacterSet` defect does not apply, and its incremental path (the input typed
// and then deleted in chunks, as a text field reports it) must agree with its plain path.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stops the run so that libFuzzer records the input.
func fail(_ message: String) -> Never {
  print("EngineFuzz: \(message)")
  abort()
}

/// Runs one fuzz input through the engine and its checks.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: The number of bytes.
/// - Returns: 0, as libFuzzer requires; a failed check aborts instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func engineFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let first = bytes.first else { return 0 }
  let tokenLength = min(Int(first & 0x0F), bytes.count - 1)
  let token = String(decoding: bytes[1..<(1 + tokenLength)], as: UTF8.self)
  let input = String(decoding: bytes[(1 + tokenLength)...], as: UTF8.self)

  let sum = Calculator.sum(of: input, token: token)
  if !TutorialCalculator.hasKnownCharacterSetDefect(token: token) {
    let tutorial = TutorialCalculator()
    tutorial.token = token
    let expected = tutorial.calculate(with: input)
    if sum != expected {
      fail("token \(token.debugDescription) input \(input.debugDescription): \(sum) != \(expected)")
    }
  }

  // The incremental path: type the input in chunks chosen by its own bytes, then delete it
  // Character by Character, comparing every state with the plain sum.
  var engine = IncrementalSum(token: token)
  var text = ""
  func check(_ edit: TextEdit) {
    let incremental = engine.sum(of: text, after: edit)
    let plain = Calculator.sum(of: text, token: token)
    if incremental != plain {
      fail("incremental \(incremental) != \(plain) for \(text.debugDescription) after \(edit)")
    }
  }
  var scalars = input.unicodeScalars[...]
  var chunk = 1
  while !scalars.isEmpty {
    let end = text.utf8.count
    var added = ""
    added.unicodeScalars.append(contentsOf: scalars.prefix(chunk))
    text += added
    scalars = scalars.dropFirst(chunk)
    check(TextEdit(range: end..<end, replacementString: added))
    chunk = chunk % 5 + 1
  }
  var deletions = 0
  while !text.isEmpty && deletions < 64 {
    let end = text.utf8.count
    text.removeLast()
    check(TextEdit(range: text.utf8.count..<end, replacementString: ""))
    deletions += 1
  }
  return 0
}
