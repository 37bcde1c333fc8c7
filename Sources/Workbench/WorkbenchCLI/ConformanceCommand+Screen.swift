import ArchitectureDescriptor
import ChangeCost
import CodeFacts
import Diagnostics

/// `conformance --screen <name>`: a screen other than the calculator checked against the same
/// patterns, its roles found by what its types are.
extension ConformanceCommand {
  /// The options as declared.
  private typealias Option = Commands.Conformance

  /// The screen `--screen` names, or `nil` for the calculator (the command's own architectures,
  /// the bundled scenarios, the shared layers' folders).
  ///
  /// - Throws: A usage error for an unknown screen, or for `--change` or `--corpus` with
  ///   another screen: both are the calculator's.
  static func screen(
    _ parsed: ParsedArguments, change: ChangeRequest?, context: WorkbenchCommand.Context
  ) throws(UsageError) -> ScreenDescriptor? {
    let screen = try ScreenSelection.screen(parsed, Option.screen, context: context)
    guard !ScreenSelection.isDefault(screen) else { return nil }
    for (given, option) in [(change != nil, "--change"), (parsed.has(Option.corpus), "--corpus")]
    where given {
      throw UsageError(
        "\(option) is the calculator's; it cannot go with --screen "
          + Quoting.terminal(screen.name), usage: parsed.usage)
    }
    return screen
  }

  /// The layer of each of `screen`'s own shared modules.
  static func layers(of screen: ScreenDescriptor) -> [String: ExternalLayer] {
    screen.layers.compactMapValues(ExternalLayer.init(rawValue:))
  }

  /// `declared` with its roles resolved in `graph` and its interface edges split by member; on
  /// another screen than the calculator, first given the screen's shared types, root view
  /// controller and assembler, then its entities (VIPER's plain data) and its interfaces in
  /// place of the calculator's.
  static func resolved(
    _ declared: IntendedModel, screen: ScreenDescriptor?, graph: DeclarationGraph
  ) -> IntendedModel {
    guard let screen else {
      return declared.resolvingRoles(in: graph).splittingInterfaceEdges(in: graph)
    }
    let layers = layers(of: screen)
    return declared.adopting(screenLayers: layers, in: graph).resolvingRoles(in: graph)
      .adoptingEntities(screenLayers: layers, in: graph).adoptingInterfaces(in: graph)
      .splittingInterfaceEdges(in: graph)
  }

  /// The shared types an implementation of `screen` uses, by layer, as the compiler resolved
  /// them (the kit's and the binding's modules, and the screen's own shared modules), with
  /// which of them are values and which of the implementation's types call a model's functions.
  static func knownTypes(of screen: ScreenDescriptor, graph: DeclarationGraph?) -> KnownTypes {
    let layers = layers(of: screen)
    var known: [String: ExternalLayer] = [:]
    var values: Set<String> = []
    let uses: [DeclarationGraph.Use] = graph.map { Array($0.uses.values.joined()) } ?? []
    for use in uses {
      let symbol = use.symbol
      guard symbol.kind.isType || symbol.kind == IndexedSymbol.Kind.protocol,
        let module = symbol.module,
        let layer = layers[module] ?? IndexConformance.layer(ofModule: module)
      else { continue }
      known[symbol.name] = layer
      if symbol.kind == .struct || symbol.kind == .enum { values.insert(symbol.name) }
    }
    let models = Set(layers.filter { $0.value == .model }.keys)
    return KnownTypes(
      known, valueTypes: values,
      modelCallers: graph?.typesCalling(functionsOf: models) ?? [])
  }
}
