import Diagnostics
import Foundation

/// Checks Swift sources against a pattern's ``IntendedModel``, from the lexer's tokens: which
/// roles each file names and imports, which state each role stores, and the model's facts.
///
/// A file plays the role of the first type it declares or extends (one concern per file). Each
/// capitalised name in it that plays another role must be allowed by an edge of the model; a
/// name of no role (a value such as `TextEdit` or a request) is free.
///
/// ```swift
/// let violations = try StaticConformance.check(
///   folder: "Sources/Architectures/MVP", model: .mvp, knownTypes: known)
/// violations.isEmpty  // true
/// ```
public enum StaticConformance {
  /// The modules of the shared layers and services, with the role that imports them reaches.
  static let moduleRoles: [String: [String]] = [
    "ViewKit": ["kit"], "CalculatorUI": ["kit"], "CalculatorModel": ["model", "service"],
    "Binding": ["binding"], "Persistence": ["service"], "Scheduling": ["service", "run loop"],
  ]

  /// Checks the Swift files of `folder` (at any depth).
  ///
  /// - Parameters:
  ///   - folder: The sources, a folder or one file.
  ///   - model: The pattern's intended model.
  ///   - knownTypes: The shared layers' types.
  /// - Returns: The violations, in file order.
  /// - Throws: ``UnreadablePathError`` when the sources cannot be read.
  public static func check(
    folder: String, model: IntendedModel, knownTypes: KnownTypes
  ) throws(UnreadablePathError) -> [ConformanceViolation] {
    var sources: [(path: String, text: String)] = []
    for path in try CodeFacts.swiftFiles(at: folder) {
      sources.append((path, try SourceFile.text(at: path)))
    }
    return check(sources: sources, model: model, knownTypes: knownTypes)
  }

  /// Checks sources given as text.
  ///
  /// - Parameters:
  ///   - sources: Each file's path and text.
  ///   - model: The pattern's intended model.
  ///   - knownTypes: The shared layers' types (default: none).
  /// - Returns: The violations, in file order.
  public static func check(
    sources: [(path: String, text: String)], model: IntendedModel,
    knownTypes: KnownTypes = .none
  ) -> [ConformanceViolation] {
    let facts = CodeFacts.analyse(sources: sources, knownExternalTypes: knownTypes)
    var checker = Checker(model: model, facts: facts, knownTypes: knownTypes)
    for source in sources {
      checker.checkFile(source.path, tokens: SwiftLexer.lex(source.text).tokens)
    }
    checker.checkRolesPresent()
    checker.checkStoredProperties()
    checker.checkFacts()
    return checker.violations.filter { !checker.isImportOfAUseReported($0) }
  }
}

/// The state of one static check.
struct Checker {
  let model: IntendedModel
  let facts: CodeFacts
  let knownTypes: KnownTypes
  var violations: [ConformanceViolation] = []
  /// The state-changing assignments found, by file, for ``PatternFact/Kind/changesStateAlone``.
  var stateAssignments: [(path: String, line: Int, role: String?)] = []
  /// Each file's tokens and role, for the facts that read them again.
  var files: [(path: String, role: String?, tokens: [SwiftToken])] = []

  /// The simple names of the types the checked sources declare.
  let declaredHere: Set<String>

  init(model: IntendedModel, facts: CodeFacts, knownTypes: KnownTypes) {
    self.model = model
    self.facts = facts
    self.knownTypes = knownTypes
    declaredHere = Set(facts.types.map(\.simpleName))
  }

  /// The role a type name plays, its layer counted.
  ///
  /// A type the checked sources declare is never the kit's, whatever its name ends with: a kit
  /// type is one the kit's modules declare.
  func role(ofType name: String) -> PatternRole? {
    let layer = knownTypes.layer(of: name)
    guard let role = model.role(of: name, layer: layer) else { return nil }
    if role.layer == .kit, layer != .kit, declaredHere.contains(PatternRole.bare(name)) {
      return nil
    }
    return role
  }

  /// The role of the file at `path`: that of the first type it declares, or extends.
  func role(ofFile path: String) -> PatternRole? {
    let declared = facts.types.filter { $0.path == path && !$0.name.contains(".") }
    for type in declared {
      if let role = role(ofType: type.name) { return role }
    }
    if !declared.isEmpty { return nil }
    for extended in facts.extensions where extended.path == path {
      if let role = role(ofType: extended.extendedType) { return role }
    }
    return nil
  }

  func why(from: String, to: PatternRole) -> String {
    let duty = model.role(named: from)?.duty ?? ""
    return "the \(from): \(duty) (\(to.name): \(to.duty))"
  }

  mutating func checkFile(_ path: String, tokens: [SwiftToken]) {
    let fileRole = role(ofFile: path)
    files.append((path, fileRole?.name, tokens))
    var reported = Set<String>()
    for (index, token) in tokens.enumerated() {
      if token.isIdentifier("state") { noteStateAssignment(tokens, at: index, path, fileRole) }
      guard let fileRole, !model.assemblers.contains(fileRole.name) else { continue }
      if token.isIdentifier("import") {
        checkImport(tokens, at: index, path: path, role: fileRole)
        continue
      }
      guard token.kind == .identifier, let first = token.text.unicodeScalars.first,
        first >= "A", first <= "Z", !reported.contains(token.text),
        tokens.indices.contains(index - 1) ? !tokens[index - 1].isIdentifier("import") : true,
        let named = role(ofType: token.text), named.name != fileRole.name,
        !model.allowsNaming(from: fileRole.name, to: named, name: token.text)
      else { continue }
      reported.insert(token.text)
      let through = model.edges(from: fileRole.name, to: named.name).compactMap(\.through)
      let detail =
        through.isEmpty
        ? "the \(fileRole.name) names \(token.text), a type of the \(named.name)"
        : "the \(fileRole.name) names \(token.text), but reaches the \(named.name) only "
          + "through \(through.joined(separator: " or "))"
      violations.append(
        ConformanceViolation(
          rule: "\(fileRole.name) → \(named.name)\(through.isEmpty ? " is no edge" : "") of "
            + model.pattern,
          location: "\(path):\(token.line)", detail: detail,
          why: whyNot(from: fileRole.name, to: named.name)))
    }
  }

  /// The sentence that says why `from` must not reach `to`: the edge it should take instead,
  /// or the role's own duty.
  func whyNot(from: String, to: String) -> String {
    if let edge = model.edges(from: from, to: to).first { return edge.why }
    return model.role(named: from)?.duty ?? model.definition
  }

  mutating func checkImport(
    _ tokens: [SwiftToken], at index: Int, path: String, role fileRole: PatternRole
  ) {
    guard let module = tokens.dropFirst(index + 1).first(where: { $0.kind == .identifier }),
      let targets = StaticConformance.moduleRoles[module.text],
      !targets.contains(fileRole.name),
      targets.allSatisfy({ model.edges(from: fileRole.name, to: $0).allSatisfy(\.traceOnly) }),
      let target = targets.first
    else { return }
    violations.append(
      ConformanceViolation(
        rule: "\(fileRole.name) imports no \(target) module",
        location: "\(path):\(tokens[index].line)",
        detail: "the \(fileRole.name)'s file imports \(module.text)",
        why: whyNot(from: fileRole.name, to: target)))
  }

  /// Records `state.x = …` (and `state.x.y += …`) at `index`.
  mutating func noteStateAssignment(
    _ tokens: [SwiftToken], at index: Int, _ path: String, _ fileRole: PatternRole?
  ) {
    if index > 0, tokens[index - 1].isPunctuation(".") { return }
    var next = index + 1
    var depth = 0
    while next + 1 < tokens.count, tokens[next].isPunctuation("."),
      tokens[next + 1].kind == .identifier
    {
      next += 2
      depth += 1
    }
    guard depth > 0, next < tokens.count else { return }
    var operatorIndex = next
    if ["+", "-", "*", "/"].contains(tokens[next].text), tokens[next].kind == .punctuation {
      operatorIndex += 1
    }
    guard operatorIndex < tokens.count, tokens[operatorIndex].isPunctuation("="),
      !(operatorIndex + 1 < tokens.count && tokens[operatorIndex + 1].isPunctuation("="))
    else { return }
    stateAssignments.append((path, tokens[index].line, fileRole?.name))
  }

  mutating func checkRolesPresent() {
    for role in model.roles where role.layer == nil && !model.assemblers.contains(role.name) {
      guard SharedRoles.all.allSatisfy({ $0.name != role.name }) else { continue }
      // A screen's shared type the implementation uses may play it too (its VIPER entity).
      let played =
        facts.types.contains { role.matches($0.name) }
        || knownTypes.layers.keys.contains(where: role.matches)
      if !played {
        violations.append(
          ConformanceViolation(
            rule: "a type plays the \(role.name)", location: facts.files.first?.path ?? "",
            detail: "no type is called " + role.types.joined(separator: " or "),
            why: role.duty))
      }
    }
  }

  mutating func checkStoredProperties() {
    for type in facts.types {
      guard let role = role(ofType: type.name), role.keepsNoState, role.layer == nil else {
        continue
      }
      for property in type.storedProperties
      where !property.isConstant && property.ownership == .strong && !property.isLazy {
        let roles = property.heldTypeNames.compactMap { self.role(ofType: $0) }
        if roles.contains(where: { $0.name == "kit" || $0.layer == nil && !isShared($0) }) {
          continue
        }
        violations.append(
          ConformanceViolation(
            rule: "the \(role.name) keeps no state of its own",
            location: "\(type.path):\(property.line)",
            detail: "\(type.name) stores `var \(property.name)`"
              + (property.type.isEmpty ? "" : ": \(property.type)"),
            why: role.duty))
      }
    }
  }

  /// Whether `violation` is a file's import of a module whose use in the same file is reported
  /// too: the use's line is the one to act on, the import goes with it.
  func isImportOfAUseReported(_ violation: ConformanceViolation) -> Bool {
    guard violation.rule.contains(" imports no "),
      let file = violation.location.split(separator: ":").first
    else { return false }
    let role = violation.rule.components(separatedBy: " imports no ").first ?? ""
    let target =
      violation.rule.components(separatedBy: " imports no ").last?
      .replacingOccurrences(of: " module", with: "") ?? ""
    return violations.contains { other in
      other.location.hasPrefix(file + ":") && other.rule.hasPrefix("\(role) → \(target) ")
    }
  }

  func isShared(_ role: PatternRole) -> Bool {
    SharedRoles.all.contains { $0.name == role.name }
  }
}
