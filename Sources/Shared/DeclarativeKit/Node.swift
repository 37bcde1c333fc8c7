import ViewKit

/// One view's place in the rendered tree: what persists of it between updates (its state, its
/// widget, its children), found again by its identity.
@MainActor
final class Node {
  /// The node's key among its siblings: a position and type, or an element's `id`.
  let key: String
  /// The path from the root: each step a position and type, or an element's `id`.
  let identity: String
  /// How deep in the tree: parents are updated before their children.
  let depth: Int
  /// The view as last made by its parent.
  var view: any View
  /// The objects provided by ancestors, by type.
  var environment: [ObjectIdentifier: AnyObject]
  /// The node this one is a child of; `nil` for the root.
  weak var parent: Node?
  /// The child nodes, in order.
  var children: [Node] = []
  /// The widget this node renders to, for a view that has one.
  var widget: ViewKit.View?
  /// What the table of a ``List`` asks for rows.
  var tableSource: ListTableSource?
  /// The pushed screens of a ``NavigationStack`` in a navigation controller.
  var navigationHost: NavigationHost?
  /// The storage of the view's ``State`` properties, by name.
  private var states: [String: AnyObject] = [:]
  /// Why the node must be updated, or `nil` when it is up to date.
  var dirtyCause: String?
  /// The description of the body's last output, to tell a wasted evaluation.
  var lastOutput: String?
  /// Counts evaluations, so that a change seen by an older evaluation's tracking is ignored.
  var generation = 0
  /// Whether the node is in the tree.
  var isMounted = true
  /// The running ``View/task(_:)``, cancelled when the node leaves the tree.
  var task: Task<Void, Never>?
  /// The renderer, told of changes to the node's state.
  weak var renderer: Renderer?

  /// Whether the node's appear hooks have been scheduled.
  var hasAppeared = false

  /// The node's place in the tree: its index among its parent's children, after its parent's
  /// place, from the root (the root's is empty).
  var treePosition: [Int] {
    var position: [Int] = []
    var node = self
    while let parent = node.parent {
      position.append(parent.children.firstIndex { $0 === node } ?? parent.children.count)
      node = parent
    }
    return position.reversed()
  }

  init(
    key: String, identity: String, depth: Int, view: any View,
    environment: [ObjectIdentifier: AnyObject],
    renderer: Renderer
  ) {
    self.key = key
    self.identity = identity
    self.depth = depth
    self.view = view
    self.environment = environment
    self.renderer = renderer
  }

  /// The storage of the state named `label`, made with `initialValue` the first time.
  func stateBox<Value>(label: String, initialValue: Value) -> StateBox<Value> {
    if let box = states[label] as? StateBox<Value> { return box }
    let box = StateBox(initialValue, label: label, renderer: renderer)
    states[label] = box
    return box
  }

  /// Takes the node out of the tree: its tasks stop and its state is dropped.
  func unmount() {
    isMounted = false
    task?.cancel()
    task = nil
    states = [:]
    for child in children { child.unmount() }
  }
}
