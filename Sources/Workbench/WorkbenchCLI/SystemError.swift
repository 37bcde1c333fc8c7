import Foundation

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

/// The system's reason behind a Foundation file error, such as `not a directory`, when the error
/// carries one; otherwise Foundation's own description.
///
/// - Parameter error: An error thrown by `FileManager` or `Data`.
/// - Returns: The reason, starting in lower case.
func fileErrorDescription(_ error: any Error) -> String {
  if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error {
    let system = underlying as NSError
    if system.domain == NSPOSIXErrorDomain {
      return systemErrorDescription(Int32(truncatingIfNeeded: system.code))
    }
  }
  return error.localizedDescription
}
