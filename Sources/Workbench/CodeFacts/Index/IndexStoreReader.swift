import Foundation
import IndexStore
import Synchronization

/// Why the index store could not be read.
public struct IndexStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, in one line.
  public var description: String

  /// Creates an error.
  ///
  /// - Parameter description: What went wrong.
  public init(_ description: String) { self.description = description }
}

/// Reads the occurrences the compiler recorded in an index store (`swift build
/// --enable-index-store`), through the toolchain's own `libIndexStore`, loaded at run time.
///
/// ```swift
/// let library = try IndexStoreReader.library(environment: ProcessInfo.processInfo.environment)
/// let occurrences = try IndexStoreReader.occurrences(
///   store: ".build/index/x86_64-unknown-linux-gnu/debug/index/store", library: library,
///   modules: ["MVP"])
/// ```
public enum IndexStoreReader {
  /// One reader at a time: the library is loaded once, and its walk is not re-entrant.
  private static let lock = Mutex(())

  /// The toolchain's `libIndexStore.so`: beside the `swift` found on `PATH`
  /// (`…/usr/bin/swift` → `…/usr/lib/libIndexStore.so`).
  ///
  /// - Parameter environment: The environment whose `PATH` is searched.
  /// - Returns: The library's path.
  /// - Throws: ``IndexStoreError`` when no toolchain on `PATH` ships it.
  public static func library(environment: [String: String]) throws(IndexStoreError) -> String {
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for folder in folders {
      let swift = URL(fileURLWithPath: folder).appendingPathComponent("swift")
      guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
      let binary = swift.resolvingSymlinksInPath().deletingLastPathComponent()
      let library = binary.deletingLastPathComponent()
        .appendingPathComponent("lib/libIndexStore.so").path
      if FileManager.default.fileExists(atPath: library) { return library }
    }
    throw IndexStoreError("no toolchain on PATH ships lib/libIndexStore.so beside bin/swift")
  }

  /// Every occurrence recorded for the source files of `modules`, each file read once.
  ///
  /// - Parameters:
  ///   - store: The store's folder (`…/index/store`).
  ///   - library: The path of `libIndexStore.so`.
  ///   - modules: The modules to read; the others' units are skipped.
  /// - Returns: The occurrences, in the store's order.
  /// - Throws: ``IndexStoreError`` when the library cannot be loaded or the store opened.
  public static func occurrences(
    store: String, library: String, modules: Set<String>
  ) throws(IndexStoreError) -> [IndexedOccurrence] {
    try read(store: store, library: library, modules: modules).occurrences
  }

  /// Every occurrence recorded for the source files of `modules`, and the source files of
  /// every module the store indexed.
  ///
  /// - Parameters:
  ///   - store: The store's folder (`…/index/store`).
  ///   - library: The path of `libIndexStore.so`.
  ///   - modules: The modules whose occurrences are read.
  /// - Returns: The occurrences, in the store's order, and every file the store indexed.
  /// - Throws: ``IndexStoreError`` when the library cannot be loaded or the store opened.
  public static func read(
    store: String, library: String, modules: Set<String>
  ) throws(IndexStoreError) -> (occurrences: [IndexedOccurrence], files: Set<String>) {
    let result: Result<([IndexedOccurrence], Set<String>), IndexStoreError> = lock.withLock { _ in
      let walk = Walk(modules: modules)
      let context = Unmanaged.passRetained(walk)
      defer { context.release() }
      var message = [CChar](repeating: 0, count: 1024)
      let read = workbench_index_read(
        library, store, context.toOpaque(), acceptRecord, receiveOccurrence, &message,
        message.count)
      guard read else {
        let text = message.withUnsafeBufferPointer { buffer in
          String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return .failure(IndexStoreError(text))
      }
      return .success((walk.occurrences, walk.files))
    }
    return try result.get()
  }
}

/// The state of one walk over the store, reached from the C callbacks through their context.
private final class Walk {
  let modules: Set<String>
  var seenRecords: Set<String> = []
  var files: Set<String> = []
  var module = ""
  var path = ""
  var occurrences: [IndexedOccurrence] = []

  init(modules: Set<String>) { self.modules = modules }
}

private func text(_ string: workbench_index_string) -> String {
  guard let data = string.data, string.length > 0 else { return "" }
  return data.withMemoryRebound(to: UInt8.self, capacity: string.length) { bytes in
    String(decoding: UnsafeBufferPointer(start: bytes, count: string.length), as: UTF8.self)
  }
}

private func symbol(_ symbol: workbench_index_symbol) -> IndexedSymbol {
  let accessorSubkinds: Set<Int32> = [3, 4, 1000, 1001, 1002, 1003, 1014, 1015, 1016, 1017, 1018]
  return IndexedSymbol(
    usr: text(symbol.usr), name: text(symbol.name),
    kind: IndexedSymbol.Kind(indexStoreKind: symbol.kind),
    isAccessor: accessorSubkinds.contains(symbol.subkind),
    isLocal: symbol.properties & (1 << 7) != 0)
}

private let acceptRecord: workbench_index_record_filter = { context, module, path, record in
  guard let context else { return false }
  let walk = Unmanaged<Walk>.fromOpaque(context).takeUnretainedValue()
  let moduleName = text(module)
  walk.files.insert(text(path))
  guard walk.modules.contains(moduleName), walk.seenRecords.insert(text(record)).inserted else {
    return false
  }
  walk.module = moduleName
  walk.path = text(path)
  return true
}

private let receiveOccurrence: workbench_index_occurrence_receiver = { context, found in
  guard let context, let found else { return }
  let walk = Unmanaged<Walk>.fromOpaque(context).takeUnretainedValue()
  let occurrence = found.pointee
  var relations: [IndexedOccurrence.Relation] = []
  withUnsafeBytes(of: occurrence.relations) { raw in
    let all = raw.bindMemory(to: workbench_index_symbol.self)
    withUnsafeBytes(of: occurrence.relation_roles) { rawRoles in
      let roles = rawRoles.bindMemory(to: UInt64.self)
      for index in 0..<min(occurrence.relation_count, all.count) {
        relations.append(
          IndexedOccurrence.Relation(
            symbol: symbol(all[index]), roles: IndexedOccurrence.Roles(rawValue: roles[index])))
      }
    }
  }
  walk.occurrences.append(
    IndexedOccurrence(
      symbol: symbol(occurrence.symbol), roles: IndexedOccurrence.Roles(rawValue: occurrence.roles),
      module: walk.module, path: walk.path, line: Int(occurrence.line),
      column: Int(occurrence.column), relations: relations))
}
