#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The handlers that give the terminal back around the signals ``RawTerminal``'s own
/// interruption handler does not end the process with: those that stop it or resume it, and
/// those that would end it with a backtrace or a core dump in raw mode on the alternate screen.
///
/// `SIGCONT` and `SIGWINCH` also wake the key reader through a pipe, so play draws itself again
/// when resumed (whether stopped by Ctrl-Z or `kill -TSTP`) and when the window is resized.
///
/// Every handler makes only async-signal-safe calls: `write(2)`, `tcsetattr(3)`,
/// `sigaction(2)`, `sigprocmask(2)` and `raise(3)`.
enum TerminalSignals {
  /// The signals handed on to the handler that was there before, after the terminal is restored.
  static let handedOn = [SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP]

  /// The dispositions replaced, by signal number, to hand a signal on and to put back in
  /// ``uninstall()``; written before the handlers are installed, read by them.
  nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
    let table = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    table.initialize(repeating: sigaction(), count: 65)
    return table
  }()

  /// Installs the handlers, keeping the dispositions they replace.
  static func install() {
    for number in handedOn {
      replace(number, with: restoreAndHandOn)
    }
    replace(SIGTSTP, with: restoreAndStop)
    replace(SIGCONT, with: reenterRawMode)
    replace(SIGWINCH, with: wakeToRedraw)
  }

  /// The pipe whose read end ``RawTerminal/readKey()`` waits on beside standard input, so that a
  /// resumed or resized terminal is drawn again at once; -1 when there is none.
  nonisolated(unsafe) static var wake: (read: Int32, write: Int32) = (-1, -1)

  /// Makes the ``wake`` pipe, both ends non-blocking and closed on exec.
  static func openWake() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    wake = (ends[0], ends[1])
  }

  /// Closes the ``wake`` pipe.
  static func closeWake() {
    let ends = wake
    wake = (-1, -1)
    if ends.read >= 0 { _ = close(ends.read) }
    if ends.write >= 0 { _ = close(ends.write) }
  }

  /// Writes one byte to the ``wake`` pipe (a full pipe already holds a wake-up); only
  /// `write(2)`, so a handler may call it.
  static func wakeReader() {
    guard wake.write >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
  }

  /// Puts back the dispositions ``install()`` replaced.
  static func uninstall() {
    for number in handedOn + [SIGTSTP, SIGCONT, SIGWINCH] {
      _ = sigaction(number, previous + Int(number), nil)
    }
  }

  /// Installs `handler` for `number`, keeping the disposition it replaces in ``previous``.
  private static func replace(_ number: Int32, with handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    _ = sigemptyset(&action.sa_mask)
    // A key being read when the signal comes is still read: no EINTR ends the session.
    action.sa_flags = Int32(SA_RESTART)
    _ = sigaction(number, &action, previous + Int(number))
  }

  /// Leaves the alternate screen (when shown) and puts the terminal's own settings back.
  static func restoreTerminal() {
    if RawTerminal.alternateScreenForSignal {
      writeSequence(leave: true)
    }
    if let saved = RawTerminal.savedForSignal {
      _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, saved)
    }
  }

  /// Writes the escape sequence that enters or leaves the alternate screen, from the stack.
  static func writeSequence(leave: Bool) {
    // ESC [ ? 1 0 4 9 h or l.
    var sequence: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
      0x1B, 0x5B, 0x3F, 0x31, 0x30, 0x34, 0x39, leave ? 0x6C : 0x68
    )
    _ = withUnsafeBytes(of: &sequence) { write(STDOUT_FILENO, $0.baseAddress, 8) }
  }

  /// Unblocks `number` in the calling thread, so that raising it takes effect at once.
  static func unblock(_ number: Int32) {
    var set = sigset_t()
    _ = sigemptyset(&set)
    _ = sigaddset(&set, number)
    _ = sigprocmask(SIG_UNBLOCK, &set, nil)
  }
}

/// Restores the terminal, puts back the disposition that was there before (Swift's backtracer,
/// or the default), and raises the signal again for it.
private func restoreAndHandOn(_ received: Int32) {
  TerminalSignals.restoreTerminal()
  if received == SIGQUIT {
    // Asked for (Ctrl-\ in a cooked terminal, kill -QUIT), not a fault: the default action,
    // and not the backtracer's crash report, whose prompt takes the terminal raw again.
    _ = signal(received, SIG_DFL)
    TerminalSignals.unblock(received)
  } else {
    _ = sigaction(received, TerminalSignals.previous + Int(received), nil)
  }
  _ = raise(received)
}

/// Restores the terminal, then stops the process as `SIGTSTP`'s default action does; the
/// handler is put back for the next stop once the process resumes.
private func restoreAndStop(_ received: Int32) {
  TerminalSignals.restoreTerminal()
  _ = signal(SIGTSTP, SIG_DFL)
  TerminalSignals.unblock(SIGTSTP)
  _ = raise(SIGTSTP)
  // Resumed: the next stop restores the terminal again.
  _ = signal(SIGTSTP, restoreAndStop)
}

/// Puts the terminal back in raw mode, on the alternate screen if it was shown, when the
/// process resumes, and wakes the key reader to draw the screen again.
private func reenterRawMode(_ received: Int32) {
  if let raw = RawTerminal.rawForSignal {
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, raw)
  }
  if RawTerminal.alternateScreenForSignal {
    TerminalSignals.writeSequence(leave: false)
  }
  TerminalSignals.wakeReader()
}

/// Wakes the key reader so the screen is drawn again to the terminal's new size.
private func wakeToRedraw(_ received: Int32) {
  TerminalSignals.wakeReader()
}
