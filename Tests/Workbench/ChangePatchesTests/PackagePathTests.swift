import Testing

@testable import ChangePatches

@Suite struct PackagePathTests {
  @Test(arguments: [
    ("Sources/Architectures/MVC/A.swift", "Sources/Architectures/MVC/A.swift"),
    ("Sources/./Architectures//MVC/A.swift", "Sources/Architectures/MVC/A.swift"),
    ("./Sources/A.swift/", "Sources/A.swift"),
    ("Sources/..x/A.swift", "Sources/..x/A.swift"),
    ("Sources/caf\u{E9}/e\u{301}.swift", "Sources/caf\u{E9}/e\u{301}.swift"),
  ])
  func aPathIsNormalised(path: String, normal: String) throws {
    #expect(try PackagePath.normalized(path) == normal)
  }

  @Test(arguments: [
    ("Sources/Architectures/MVC/../../../../../../../victim.txt", "names '..'"),
    ("Sources/../..", "names '..'"),
    ("..", "names '..'"),
    ("/etc/passwd", "is an absolute path"),
    ("Sources/a\u{0}b", "holds a control or invisible character"),
    ("Sources/x\u{1B}[2J.swift", "holds a control or invisible character"),
    ("Sources/Pre\u{200B}senter.swift", "holds a control or invisible character"),
    ("Sources/\u{202E}tfiws.swift", "holds a control or invisible character"),
    ("./", "names no file"),
    ("", "names no file"),
  ])
  func aPathThatCouldLeadOutIsRefused(path: String, reason: String) {
    let error = #expect(throws: PackagePath.Refusal.self) {
      try PackagePath.normalized(path)
    }
    #expect(error?.reason.contains(reason) == true, "\(String(describing: error))")
  }
}
