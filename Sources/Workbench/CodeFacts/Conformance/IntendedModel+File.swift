import Diagnostics
import Foundation

/// A model file that cannot be read as an intended model, pointed at as a compiler would.
public struct ModelFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int
  /// What is wrong.
  public var message: String

  /// `file:line:column: error: message`.
  public var description: String { "\(path):\(line):\(column): error: \(message)" }
}

/// Intended models as files a user reads and writes: the JSON shape of a model in
/// `workbench-conformance.schema.json` (`pattern`, `variant`, `definition`, `roles`, `edges`,
/// `facts`; `assemblers` defaults to `screen`, a role's `types` and `interfaces` and an edge's
/// `excludedMembers` to none, `keepsNoState` and `traceOnly` to `false`; the shared roles and
/// the user's edges are added as every bundled model has them). A key the shape does not have
/// is an error, so a misspelt one is not silently ignored.
extension IntendedModel {
  /// The shape of a model file.
  private struct File: Decodable {
    var pattern: String
    var variant: String?
    var definition: String
    var roles: [PatternRole]
    var assemblers: [String]?
    var edges: [AllowedEdge]
    var facts: [PatternFact]?
  }

  /// Reads the model file at `path`.
  ///
  /// - Parameter path: The file.
  /// - Returns: The model.
  /// - Throws: ``ModelFileError`` at the line and column of what is wrong.
  public static func load(file path: String) throws(ModelFileError) -> IntendedModel {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ModelFileError(path: path, line: 1, column: 1, message: "cannot read the file")
    }
    return try parse(String(decoding: data, as: UTF8.self), path: path)
  }

  /// Reads a model from the text of a model file.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - path: The file's path, for errors.
  /// - Returns: The model.
  /// - Throws: ``ModelFileError`` at the line and column of what is wrong.
  public static func parse(_ text: String, path: String) throws(ModelFileError) -> IntendedModel {
    let positions: JSONPositions
    do {
      positions = try JSONPositions(text)
    } catch {
      throw ModelFileError(
        path: path, line: error.line, column: error.column, message: error.message)
    }
    func failure(_ at: [String], _ message: String) -> ModelFileError {
      let position = positions.of(at)
      return ModelFileError(
        path: path, line: position.line, column: position.column, message: message)
    }
    if let (at, message) = unknownKey(in: positions) { throw failure(at, message) }
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: Data(text.utf8))
    } catch let DecodingError.keyNotFound(key, context) {
      throw failure(
        context.codingPath.map(\.pathText), "missing key '\(key.stringValue)'")
    } catch let DecodingError.typeMismatch(_, context) {
      throw failure(context.codingPath.map(\.pathText), context.debugDescription)
    } catch let DecodingError.valueNotFound(_, context) {
      throw failure(context.codingPath.map(\.pathText), context.debugDescription)
    } catch let DecodingError.dataCorrupted(context) {
      throw failure(context.codingPath.map(\.pathText), context.debugDescription)
    } catch {
      throw failure([], "not an intended model: \(error)")
    }
    let model = IntendedModel(
      pattern: file.pattern, variant: file.variant, definition: file.definition, roles: file.roles,
      assemblers: file.assemblers ?? ["screen"],
      edges: file.edges.filter { !SharedRoles.userEdges.contains($0) }, facts: file.facts ?? [])
    let names = Set(model.roles.map(\.name))
    for (index, edge) in file.edges.enumerated() {
      for (key, role) in [("from", edge.from), ("to", edge.to)] where !names.contains(role) {
        throw failure(["edges", String(index), key], "no role is called '\(role)'")
      }
    }
    for (index, fact) in (file.facts ?? []).enumerated() {
      for (key, role) in [("role", fact.role), ("other", fact.other)] {
        guard let role, !names.contains(role) else { continue }
        throw failure(["facts", String(index), key], "no role is called '\(role)'")
      }
    }
    let reasons =
      file.edges.enumerated().map { (["edges", String($0.offset), "why"], $0.element.why) }
      + (file.facts ?? []).enumerated().map {
        (["facts", String($0.offset), "why"], $0.element.why)
      }
    for (at, why) in reasons where why.allSatisfy(\.isWhitespace) {
      throw failure(at, "say why the pattern has this rule, in one sentence of its definition")
    }
    return model
  }

  /// The keys a model file may have at each level.
  private static let keys: [String: [String]] = [
    // `$schema` lets an editor check the file against workbench-intended-model.schema.json.
    "": ["$schema", "pattern", "variant", "definition", "roles", "assemblers", "edges", "facts"],
    "roles": PatternRole.CodingKeys.allCases.map(\.rawValue),
    "edges": AllowedEdge.CodingKeys.allCases.map(\.rawValue),
    "facts": PatternFact.CodingKeys.allCases.map(\.rawValue),
  ]

  /// The first key, in the file's order, that a model file does not have where it is written,
  /// and the message that says which keys it may have there.
  private static func unknownKey(in positions: JSONPositions) -> ([String], String)? {
    let found = positions.positions.compactMap { path, position -> (Int, Int, [String])? in
      let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      let level: String
      switch parts.count {
      case 1 where !path.isEmpty: level = ""
      case 3 where Int(parts[1]) != nil: level = parts[0]
      default: return nil
      }
      guard let allowed = keys[level], let key = parts.last, !allowed.contains(key) else {
        return nil
      }
      return (position.line, position.column, parts)
    }.min { ($0.0, $0.1) < ($1.0, $1.1) }
    guard let (_, _, parts) = found, let key = parts.last else { return nil }
    let level = parts.count == 1 ? "" : parts[0]
    let what = level.isEmpty ? "a model" : "an entry of '\(level)'"
    return (
      parts,
      "unknown key '\(key)'; \(what) has the keys "
        + (keys[level] ?? []).joined(separator: ", ")
    )
  }
}

extension CodingKey {
  /// The key as a path component: its index in an array, else its name.
  fileprivate var pathText: String { intValue.map(String.init) ?? stringValue }
}
