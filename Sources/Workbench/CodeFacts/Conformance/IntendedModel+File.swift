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
/// `workbench-conformance.schema.json` (`pattern`, `definition`, `roles`, `edges`, `facts`;
/// `assemblers` defaults to `screen`, and the shared roles and the user's edges are added as
/// the bundled models add them).
extension IntendedModel {
  /// The shape of a model file.
  private struct File: Decodable {
    var pattern: String
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
      pattern: file.pattern, definition: file.definition, roles: file.roles,
      assemblers: file.assemblers ?? ["screen"],
      edges: file.edges.filter { !SharedRoles.userEdges.contains($0) }, facts: file.facts ?? [])
    let names = Set(model.roles.map(\.name))
    for (index, edge) in file.edges.enumerated() {
      for (key, role) in [("from", edge.from), ("to", edge.to)] where !names.contains(role) {
        throw failure(["edges", String(index), key], "no role is called '\(role)'")
      }
    }
    for (index, fact) in (file.facts ?? []).enumerated() where !names.contains(fact.role) {
      throw failure(["facts", String(index), "role"], "no role is called '\(fact.role)'")
    }
    return model
  }
}

extension CodingKey {
  /// The key as a path component: its index in an array, else its name.
  fileprivate var pathText: String { intValue.map(String.init) ?? stringValue }
}
