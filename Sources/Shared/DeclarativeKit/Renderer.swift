import Observation
import ViewKit

/// Turns a view tree into ViewKit widgets and keeps them up to date: each view's node is found
/// again by its identity, so widgets and state persist across updates, and only the bodies whose
/// observed state changed are evaluated again, at the end of the event that changed it.
///
/// Observation calls back before a change (at `willSet`), so a change only marks a node dirty;
/// ``flush()`` evaluates what is dirty, parents first, once the event's handler has returned.
@MainActor
final class Renderer {
  /// The widget the screen's widgets are put in.
  let container = ViewKit.View()
  /// The view controller showing ``container``, whose navigation controller a
  /// ``NavigationStack`` pushes its screens onto.
  weak var host: ViewController?
  /// The root view's node, once shown.
  private(set) var root: Node?
  private let content: any View
  private var dirty: [Node] = []
  private var pendingAppears: [@MainActor () -> Void] = []
  private var eventDepth = 0
  private var isFlushing = false
  private var isFlushScheduled = false
  private var currentCause: String?
  private var evaluations: [BodyEvaluation] = []
  /// The updates so far, oldest first.
  private(set) var reports: [FlushReport] = []

  /// The most updates a flush runs while appear hooks keep changing state.
  private static let maximumRounds = 100

  init(content: any View) {
    self.content = content
  }

  /// Shows the content for the first time.
  func start() {
    guard root == nil else { return }
    let node = Node(
      key: content.typeName, identity: content.typeName, depth: 0, view: content,
      environment: [:], renderer: self)
    root = node
    node.dirtyCause = "@identity"
    dirty.append(node)
    flush()
  }

  /// Forgets the reports of past updates.
  func removeReports() {
    reports = []
  }

  /// Runs `action`, an event's handler, then updates the screen if this is the outermost event.
  func handleEvent(_ action: () -> Void) {
    eventDepth += 1
    action()
    eventDepth -= 1
    if eventDepth == 0 { flush() }
  }

  /// Runs `change`, a change of the state named `cause`, so that the bodies it invalidates record
  /// that name as the cause.
  func changing(cause: String, _ change: () -> Void) {
    let outer = currentCause
    currentCause = cause
    change()
    currentCause = outer
  }

  /// Evaluates every dirty node, parents first, lays the widgets out, then runs the appear hooks
  /// of the views that appeared (which may dirty more, up to ``maximumRounds`` rounds).
  func flush() {
    guard !isFlushing, let root else { return }
    isFlushing = true
    var rounds = 0
    while !dirty.isEmpty || !pendingAppears.isEmpty, rounds < Self.maximumRounds {
      rounds += 1
      // Parents first, then in the tree's order: the order Observation calls back in is not
      // stable from run to run, so it must not decide which body is evaluated first.
      let batch = dirty.map { (node: $0, position: $0.treePosition) }
        .sorted {
          $0.node.depth != $1.node.depth
            ? $0.node.depth < $1.node.depth
            : $0.position.lexicographicallyPrecedes($1.position)
        }
        .map(\.node)
      dirty = []
      for node in batch where node.isMounted && node.dirtyCause != nil {
        update(node, to: node.view)
      }
      layout(root)
      let appears = pendingAppears
      pendingAppears = []
      for appear in appears { appear() }
    }
    isFlushing = false
    if !evaluations.isEmpty {
      reports.append(FlushReport(evaluations: evaluations))
      evaluations = []
    }
  }

  // MARK: Updating nodes

  private func update(_ node: Node, to view: any View) {
    let previous = node.view
    node.view = view
    switch view {
    case let text as Text:
      let label = widget(of: node) { ViewKit.Label() }
      if label.text != text.content { label.text = text.content }
      node.dirtyCause = nil
    case is TextField:
      updateTextField(node)
    case let button as Button:
      let widget = widget(of: node) { makeButton(of: node) }
      if widget.title != button.title { widget.title = button.title }
      node.dirtyCause = nil
    case let group as Group:
      reconcile(node, positional(group.content))
    case let stack as VStack:
      _ = widget(of: node) { ViewKit.View() }
      reconcile(node, positional(stack.content.content))
    case let list as List:
      updateList(node, list)
    case let elements as any DeletableElements:
      reconcile(node, elements.elementContents.map { ("#\($0.id)", $0.content) })
    case let stack as any NavigationScreens:
      _ = widget(of: node) { ViewKit.View() }
      let screens = tracked(node) { stack.screens }
      reconcile(node, screens.map { ("screen:\($0.id)", $0.content) })
    case let modified as any ModifiedViewContent:
      updateModified(node, modified)
    case is any PrimitiveView:
      reconcile(node, [])
    default:
      updateComposite(node, from: previous)
    }
  }

  private func updateComposite(_ node: Node, from previous: any View) {
    let cause: String
    if let dirtyCause = node.dirtyCause {
      cause = dirtyCause
    } else if node.lastOutput == nil {
      cause = "@identity"
    } else if String(describing: previous) != String(describing: node.view) {
      cause = "@self"
    } else {
      return
    }
    for property in Mirror(reflecting: node.view).children {
      guard let label = property.label, let property = property.value as? any NodeProperty
      else { continue }
      property.attach(to: node, label: label)
    }
    let output = tracked(node) { body(of: node.view) }
    let description = String(describing: output)
    evaluations.append(
      BodyEvaluation(
        view: node.view.typeName, identity: node.identity, cause: cause,
        isWasted: node.lastOutput == description))
    node.lastOutput = description
    node.dirtyCause = nil
    reconcile(node, [("body", output)])
  }

  private func body<Content: View>(of view: Content) -> any View { view.body }

  /// Runs `read` under observation tracking: a change to what it reads marks `node` dirty.
  private func tracked<Value>(_ node: Node, _ read: () -> Value) -> Value {
    node.generation += 1
    let generation = node.generation
    return withObservationTracking(read) { [weak self, weak node] in
      MainActor.assumeIsolated {
        guard let self, let node else { return }
        self.invalidate(node, generation: generation)
      }
    }
  }

  private func invalidate(_ node: Node, generation: Int) {
    guard node.isMounted, node.generation == generation, node.dirtyCause == nil else { return }
    node.dirtyCause = currentCause ?? "@dependencies"
    dirty.append(node)
    guard eventDepth == 0, !isFlushing, !isFlushScheduled else { return }
    // A change outside any event (a task's, a test's): the screen catches up at the next turn,
    // as SwiftUI's does, unless someone flushes first.
    isFlushScheduled = true
    Task { @MainActor [weak self] in
      self?.isFlushScheduled = false
      self?.flush()
    }
  }

  private func updateTextField(_ node: Node) {
    let field = widget(of: node) { makeTextField(of: node) }
    guard let view = node.view as? TextField else { return }
    let text = tracked(node) { view.text.wrappedValue }
    if field.text != text { field.text = text }
    node.dirtyCause = nil
  }

  private func updateModified(_ node: Node, _ modified: any ModifiedViewContent) {
    var environment = node.environment
    if case .environment(let type, let object) = modified.modifier {
      environment[type] = object
    }
    reconcile(node, [("content", modified.anyContent)], environment: environment)
    switch modified.modifier {
    case .accessibilityIdentifier(let identifier):
      if let first = widgets(of: node).first, first.accessibilityIdentifier != identifier {
        first.accessibilityIdentifier = identifier
      }
    case .onAppear(let action) where !node.hasAppeared:
      pendingAppears.append(action)
    case .task(let action) where !node.hasAppeared:
      pendingAppears.append { [weak self, weak node] in
        node?.task = Task { @MainActor in
          await action()
          self?.flush()
        }
      }
    default: break
    }
    node.hasAppeared = true
    node.dirtyCause = nil
  }

  private func updateList(_ node: Node, _ list: List) {
    let table = widget(of: node) { ViewKit.TableView() }
    if node.tableSource == nil {
      let source = ListTableSource(renderer: self)
      node.tableSource = source
      table.dataSource = source
      table.delegate = source
    }
    reconcile(node, positional(list.content.content))
  }

  /// Finds again, by key, the children of `node` for `items`, updating each, and makes nodes for
  /// the new ones; the others leave the tree.
  private func reconcile(
    _ node: Node, _ items: [(key: String, view: any View)],
    environment: [ObjectIdentifier: AnyObject]? = nil
  ) {
    let environment = environment ?? node.environment
    var old: [String: Node] = [:]
    for child in node.children { old[child.key] = child }
    var used = Set<String>()
    node.children = items.enumerated().map { index, item in
      var key = item.key
      if !used.insert(key).inserted {
        key += "#\(index)"
        used.insert(key)
      }
      if let existing = old.removeValue(forKey: key) {
        if type(of: existing.view) == type(of: item.view) {
          existing.environment = environment
          update(existing, to: item.view)
          return existing
        }
        existing.unmount()
      }
      let child = Node(
        key: key, identity: node.identity + "/" + key, depth: node.depth + 1, view: item.view,
        environment: environment, renderer: self)
      child.parent = node
      update(child, to: item.view)
      return child
    }
    for child in old.values { child.unmount() }
    node.dirtyCause = nil
  }

  private func positional(_ views: [any View]) -> [(key: String, view: any View)] {
    views.enumerated().map { index, view in
      let branch = (view as? Group)?.branch.map { ":" + $0 } ?? ""
      return ("\(index):\(view.typeName)\(branch)", view)
    }
  }
}
