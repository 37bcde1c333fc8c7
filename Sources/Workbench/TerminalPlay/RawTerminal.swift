#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input switched to raw mode for `workbench play`.
///
/// Keys arrive one at a time, unechoed, with Ctrl-C, Ctrl-S and friends as plain bytes;
/// ``restore()`` gives the terminal back as it was, and so does every signal that can be caught:
///
/// - `SIGINT`, `SIGTERM` and `SIGHUP` restore it, then end the process as the signal would.
/// - `SIGQUIT` restores it, then ends the process with the default action.
/// - `SIGABRT` and the faults (`SIGSEGV`, `SIGBUS`, `SIGILL`, `SIGFPE`, `SIGTRAP`) restore it,
///   then hand the signal to the handler that was there before (Swift's backtracer, which then
///   prints on the normal screen of a cooked terminal), or to the default action.
/// - `SIGTSTP` (`kill -TSTP`, or Ctrl-Z, a plain byte in raw mode that ``suspend()`` turns into
///   the signal) restores it before the process stops, and `SIGCONT` puts it back in raw mode,
///   on the alternate screen, when it resumes.
@MainActor
public final class RawTerminal {
  /// The settings to restore, where the signal handler can read them without allocating.
  ///
  /// Set and cleared only on the main thread, read only by the handler.
  nonisolated(unsafe) private static var saved: UnsafeMutablePointer<termios>?

  /// Switches standard input to raw mode, or returns `nil` when it is not a terminal.
  public init?() {
    guard isatty(STDIN_FILENO) == 1 else { return nil }
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    saved.initialize(to: original)
    Self.saved = saved
    for interruption in [SIGINT, SIGTERM, SIGHUP] {
      _ = signal(interruption, restoreAndEnd)
    }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    let rawSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    rawSettings.initialize(to: raw)
    Self.raw = rawSettings
    TerminalSignals.openWake()
    TerminalSignals.install()
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
  }

  /// The raw settings, for `SIGCONT` to put back; read only by the handler.
  nonisolated(unsafe) private static var raw: UnsafeMutablePointer<termios>?

  /// Whether the alternate screen is shown, for the signal handler to leave it.
  nonisolated(unsafe) private static var showsAlternateScreen = false

  /// Shows the alternate screen, which keeps the player's scrollback as it was; ``restore()``
  /// and a signal leave it.
  public func enterAlternateScreen() {
    show("\u{1B}[?1049h")
    Self.showsAlternateScreen = true
  }

  /// Restores the terminal's settings and the default signal dispositions, leaving the
  /// alternate screen if it is shown.
  public func restore() {
    if Self.showsAlternateScreen {
      show("\u{1B}[?1049l")
      Self.showsAlternateScreen = false
    }
    guard let saved = Self.saved else { return }
    TerminalSignals.uninstall()
    TerminalSignals.closeWake()
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, saved)
    Self.saved = nil
    saved.deallocate()
    if let raw = Self.raw {
      Self.raw = nil
      raw.deallocate()
    }
  }

  /// Stops the process as Ctrl-Z does in a cooked terminal, the terminal given back meanwhile;
  /// returns once the shell resumes it (`fg`), in raw mode again, for the caller to redraw.
  public func suspend() {
    _ = raise(SIGTSTP)
  }

  /// Writes `text` to standard output at once.
  public func show(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// Reads the next key, or `nil` at the end of input; ``PlayKey/redraw`` when the terminal
  /// was resumed or resized meanwhile.
  public func readKey() -> PlayKey? {
    if waitForKeyOrWake() { return .redraw }
    while let byte = readByte() {
      switch byte {
      case 0x04: return .quit  // Ctrl-D
      case 0x03: return .quit  // Ctrl-C, a plain byte in raw mode
      case 0x09: return .tab
      case 0x0E: return .nextArchitecture  // Ctrl-N
      case 0x12: return .relaunch  // Ctrl-R
      case 0x13: return .save  // Ctrl-S
      case 0x07: return .command  // Ctrl-G
      case 0x1A: return .suspend  // Ctrl-Z, a plain byte in raw mode
      case 0x0D, 0x0A: return .enter  // Return, in raw mode a carriage return
      case 0x7F, 0x08: return .backspace
      case 0x1B:
        // A lone Escape quits; an escape sequence (an arrow key) is read whole, and the session
        // says it does nothing.
        guard waitForInput(milliseconds: 30), let next = readByte() else { return .quit }
        if next == UInt8(ascii: "[") || next == UInt8(ascii: "O") {
          while let final = readByte(), !(0x40...0x7E).contains(final) {}
        }
        return .ignored("an arrow or function key")
      case 0x00..<0x20:
        return .ignored("Ctrl-" + String(UnicodeScalar(byte + 0x40)))
      default:
        if let character = readCharacter(startingWith: byte) { return .text(character) }
      }
    }
    return nil
  }

  private func readByte() -> UInt8? {
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
  }

  /// Waits until a key can be read or a signal woke the reader; returns whether it was the
  /// latter (the wake-ups read).
  private func waitForKeyOrWake() -> Bool {
    let wake = TerminalSignals.wake.read
    guard wake >= 0 else { return false }
    var descriptors = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
    ]
    while poll(&descriptors, 2, -1) < 0 && errno == EINTR {}
    guard descriptors[1].revents & Int16(POLLIN) != 0 else { return false }
    var drained = [UInt8](repeating: 0, count: 64)
    while read(wake, &drained, drained.count) > 0 {}
    return true
  }

  private func waitForInput(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) == 1
  }

  /// Reads the rest of a UTF-8 sequence; `nil` when it is not valid.
  private func readCharacter(startingWith first: UInt8) -> Character? {
    let length =
      switch first {
      case 0x00..<0x80: 1
      case 0xC0..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF8: 4
      default: 0
      }
    guard length > 0 else { return nil }
    var bytes = [first]
    while bytes.count < length, let next = readByte() {
      bytes.append(next)
    }
    guard let text = String(validating: bytes, as: UTF8.self), let character = text.first
    else { return nil }
    return character
  }
}

/// Restores the saved terminal settings, then raises the signal again with its default action,
/// so the process ends as killed by it; only async-signal-safe calls.
private func restoreAndEnd(_ received: Int32) {
  if RawTerminal.alternateScreenForSignal {
    // ESC [ ? 1 0 4 9 l, from the stack: no allocation in a handler.
    var leave: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
      0x1B, 0x5B, 0x3F, 0x31, 0x30, 0x34, 0x39, 0x6C
    )
    _ = withUnsafeBytes(of: &leave) { write(STDOUT_FILENO, $0.baseAddress, 8) }
  }
  if let saved = RawTerminal.savedForSignal {
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, saved)
  }
  _ = signal(received, SIG_DFL)
  _ = raise(received)
}

extension RawTerminal {
  /// The saved settings, for the signal handler.
  nonisolated static var savedForSignal: UnsafeMutablePointer<termios>? { saved }

  /// The raw settings, for the `SIGCONT` handler.
  nonisolated static var rawForSignal: UnsafeMutablePointer<termios>? { raw }

  /// Whether the alternate screen is shown, for the signal handler.
  nonisolated static var alternateScreenForSignal: Bool { showsAlternateScreen }
}
