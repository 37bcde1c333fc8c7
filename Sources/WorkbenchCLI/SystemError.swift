#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's words for an `errno` value, lower-cased to sit inside a sentence
/// (`permission denied`), instead of a framework's error domain and code.
///
/// - Parameter code: An `errno` value.
/// - Returns: Its description.
func systemErrorDescription(_ code: Int32) -> String {
  guard let text = strerror(code) else { return "system error \(code)" }
  let description = String(cString: text)
  guard let first = description.first else { return "system error \(code)" }
  return first.lowercased() + description.dropFirst()
}
