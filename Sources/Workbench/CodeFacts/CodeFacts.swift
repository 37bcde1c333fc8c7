import Diagnostics
import Foundation

/// Facts about a folder of Swift sources, counted rather than claimed: its files, lines of code,
/// types, protocols and extensions, and which of its types hold which.
///
/// The facts come from ``SwiftLexer`` and a scan of declarations, not from the compiler: a
/// "mention" is a capitalised name among a type's tokens, a "reference" is a stored property
/// whose declared or initialised type names another type. Closure captures are not counted,
/// since a closure's type does not say what it captures.
///
/// ```swift
/// let mvp = "Sources/Architectures/MVP"
/// let facts = try CodeFacts.analyse(folder: mvp, knownExternalTypes: known)
/// facts.codeLines  // lines with code, comments and blank lines left out
/// facts.references  // Presenter ┄┄weak┄┄▶ CalculatorViewProtocol, …
/// ```
public struct CodeFacts: Sendable, Equatable {
  /// The folder or file analysed, as given.
  public var path: String

  /// The Swift files, sorted by path.
  public var files: [SourceFileFacts]

  /// The types and protocols declared, in file order then source order.
  public var types: [TypeFacts]

  /// The extensions declared, in file order then source order.
  public var extensions: [ExtensionFacts]

  /// The stored references between types: for every stored property, one per declared or
  /// known type it holds.
  public var references: [TypeReference]

  /// The shared-layer types the analysis knew of.
  public var knownTypes: KnownTypes

  /// Creates facts from their parts; ``analyse(folder:knownExternalTypes:)`` is the usual way.
  ///
  /// - Parameters:
  ///   - path: The folder or file analysed.
  ///   - files: The files' facts.
  ///   - types: The types and protocols declared.
  ///   - extensions: The extensions declared.
  ///   - references: The stored references between types.
  ///   - knownTypes: The shared-layer types known.
  public init(
    path: String, files: [SourceFileFacts], types: [TypeFacts], extensions: [ExtensionFacts],
    references: [TypeReference], knownTypes: KnownTypes
  ) {
    self.path = path
    self.files = files
    self.types = types
    self.extensions = extensions
    self.references = references
    self.knownTypes = knownTypes
  }

  /// The lines of code in all files: lines with a token outside comments.
  public var codeLines: Int { files.reduce(0) { $0 + $1.codeLines } }

  /// The classes, structs, enums and actors declared (protocols are counted apart).
  public var typeCount: Int { types.count { $0.kind != .protocol } }

  /// The protocols declared.
  public var protocolCount: Int { types.count { $0.kind == .protocol } }

  /// The weak and unowned references among ``references``.
  public var nonOwningReferenceCount: Int { references.count { $0.ownership != .strong } }

  /// The modules the files import, sorted, each once.
  public var imports: [String] { Set(files.flatMap(\.imports)).sorted() }

  /// Returns the type called `name`: its qualified name, or a simple name only one type has.
  ///
  /// - Parameter name: A qualified or simple type name.
  /// - Returns: The type's facts, or `nil` when no type (or more than one) goes by that name.
  public func type(named name: String) -> TypeFacts? {
    if let exact = types.first(where: { $0.name == name }) { return exact }
    let matches = types.filter { $0.simpleName == name }
    return matches.count == 1 ? matches.first : nil
  }

  /// Analyses the Swift files of a folder, at any depth, or a single Swift file.
  ///
  /// - Parameters:
  ///   - folder: A folder of Swift sources, or one Swift file.
  ///   - knownExternalTypes: The shared layers' types, whose mentions and references to count.
  /// - Returns: The facts.
  /// - Throws: ``UnreadablePathError`` when the path is missing or a file cannot be read.
  /// - Complexity: O(*n*) in the size of the sources, plus sorting the file names.
  public static func analyse(
    folder: String, knownExternalTypes: KnownTypes
  ) throws(UnreadablePathError) -> CodeFacts {
    var sources: [(path: String, text: String)] = []
    for path in try swiftFiles(at: folder) {
      sources.append((path, try SourceFile.text(at: path)))
    }
    return analyse(sources: sources, path: folder, knownExternalTypes: knownExternalTypes)
  }

  /// Analyses Swift sources given as text, as if they were the files of one folder.
  ///
  /// - Parameters:
  ///   - sources: Each file's path and text.
  ///   - path: The name to give the whole (default: empty).
  ///   - knownExternalTypes: The shared layers' types (default: none).
  /// - Returns: The facts.
  public static func analyse(
    sources: [(path: String, text: String)], path: String = "",
    knownExternalTypes: KnownTypes = .none
  ) -> CodeFacts {
    var files: [SourceFileFacts] = []
    var types: [TypeFacts] = []
    var extensions: [ExtensionFacts] = []
    for source in sources {
      let scanned = DeclarationScanner.scan(SwiftLexer.lex(source.text), path: source.path)
      files.append(scanned.file)
      types += scanned.types
      extensions += scanned.extensions
    }
    var facts = CodeFacts(
      path: path, files: files, types: types, extensions: extensions, references: [],
      knownTypes: knownExternalTypes)
    let index = TypeIndex(facts.types)
    facts.mergeExtensions(index: index)
    facts.resolveMentions(index: index)
    facts.resolveReferences(index: index)
    return facts
  }

  /// Adds each extension's conformances and mentions to the type it extends, when declared here.
  mutating func mergeExtensions(index typeIndex: TypeIndex) {
    for facts in extensions {
      guard let index = typeIndex.position(named: facts.extendedType) else { continue }
      for conformance in facts.conformances where !types[index].conformances.contains(conformance) {
        types[index].conformances.append(conformance)
      }
      var names = Set(types[index].mentionedTypeNames).union(facts.mentionedTypeNames)
      names.remove(types[index].simpleName)
      types[index].mentionedTypeNames = names.sorted()
    }
  }

  /// Sorts each type's mentions into local types and shared-layer types.
  mutating func resolveMentions(index typeIndex: TypeIndex) {
    let localNames = Set(types.map(\.simpleName))
    for index in types.indices {
      var external: [ExternalLayer: [String]] = [:]
      var local: [String] = []
      for name in types[index].mentionedTypeNames {
        if localNames.contains(name) {
          local.append(qualifiedName(of: name, inside: types[index].name, index: typeIndex))
        } else if let layer = knownTypes.layer(of: name) {
          external[layer, default: []].append(name)
        }
      }
      types[index].localMentions = local.sorted()
      types[index].externalMentions = external
    }
  }

  /// The qualified name of the declared type `simpleName` stands for, written inside `context`:
  /// a type nested in `context` first, then a top-level type, then any.
  func qualifiedName(of simpleName: String, inside context: String, index: TypeIndex) -> String {
    let nested = context + "." + simpleName
    if index.position(qualified: nested) != nil { return nested }
    if index.position(qualified: simpleName) != nil { return simpleName }
    return index.positions(simpleName: simpleName).first.map { types[$0].name } ?? simpleName
  }

  /// Turns stored properties into references to declared or known types.
  mutating func resolveReferences(index: TypeIndex) {
    var references: [TypeReference] = []
    for type in types {
      for property in type.storedProperties {
        var seen = Set<String>()
        for held in property.heldTypeNames {
          guard let (name, layer) = resolve(held, inside: type.name, index: index),
            seen.insert(name).inserted
          else { continue }
          references.append(
            TypeReference(
              from: type.name, to: name, property: property.name, ownership: property.ownership,
              isLazy: property.isLazy, layer: layer))
        }
      }
    }
    self.references = references
  }

  /// The declared or known type that `name`, written inside `context`, stands for.
  func resolve(
    _ name: String, inside context: String, index: TypeIndex
  ) -> (String, ExternalLayer?)? {
    if let nested = index.position(qualified: context + "." + name) {
      return (types[nested].name, nil)
    }
    if let declared = index.position(named: name) { return (types[declared].name, nil) }
    if let layer = knownTypes.layer(of: name) {
      return (name.split(separator: ".").last.map(String.init) ?? name, layer)
    }
    return nil
  }

  /// The Swift files at `path`: the file itself, or every `*.swift` file under the folder.
  static func swiftFiles(at path: String) throws(UnreadablePathError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw UnreadablePathError(path: path, reason: "no such file or directory")
    }
    guard isDirectory.boolValue else { return [path] }
    let subpaths: [String]
    do {
      subpaths = try FileManager.default.subpathsOfDirectory(atPath: path)
    } catch {
      throw UnreadablePathError(path: path, reason: "cannot list the directory")
    }
    return subpaths.filter { $0.hasSuffix(".swift") }.map { join(path, $0) }.filter { file in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
        && !isFolder.boolValue
    }.sorted()
  }

  /// `folder/path`, or `path` alone when `folder` is `.` or empty.
  package static func join(_ folder: String, _ path: String) -> String {
    if folder.isEmpty || folder == "." { return path }
    return folder.hasSuffix("/") ? folder + path : folder + "/" + path
  }
}
