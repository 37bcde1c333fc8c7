import Testing

@testable import ChangePatches

@Suite struct PackagePathTests {
  @Test(arguments: [
    ("Sources/Architectures/MVC/A.swift", "Sources/Architectures/MVC/A.swift"),
    ("Sources/./Architectures//MVC/A.swift", "Sources/Architectures/MVC/A.swift"),
    ("./Sources/A.swift/", "Sources/A.swift"),
    ("Sources/..x/A.swift", "Sources/..x/A.swift"),
  ])
  func aPathIsNormalised(path: String, normal: String) throws {
    #expect(try PackagePath.normalized(path) == normal)
  }

  @Test(arguments: [
    ("Sources/Architectures/MVC/../../../../../../../victim.txt", "names '..'"),
    ("Sources/../..", "names '..'"),
    ("..", "names '..'"),
    ("/etc/passwd", "is an absolute path"),
    ("Sources/a\u{0}b", "holds a NUL byte"),
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
