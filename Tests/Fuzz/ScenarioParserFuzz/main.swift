// libFuzzer entry point for the scenario parser; built by `.ci/fuzz`, not by SwiftPM.
//
// Any bytes are a possible scenario file. The parser must never trap, and it must answer with
// either a scenario or a non-empty list of errors whose positions are inside the file.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stops the run so that libFuzzer records the input.
func fail(_ message: String) -> Never {
  print("ScenarioParserFuzz: \(message)")
  abort()
}

/// Parses one fuzz input as a scenario file and checks the answer.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: The number of bytes.
/// - Returns: 0, as libFuzzer requires; a failed check aborts instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioParserFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lineCount = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  do {
    let scenario = try ScenarioParser.parse(bytes, path: "fuzz/input.scenario")
    if scenario.name != "input" {
      fail("the scenario's name is \(scenario.name.debugDescription)")
    }
  } catch {
    if error.diagnostics.isEmpty {
      fail("an error without diagnostics")
    }
    for item in error.diagnostics where item.line < 1 || item.line > lineCount || item.column < 1 {
      fail("an error outside the file: \(item)")
    }
  }
  return 0
}
