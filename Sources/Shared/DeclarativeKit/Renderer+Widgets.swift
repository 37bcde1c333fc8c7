import ViewKit

/// The renderer's widgets: made once per node, and each container's subviews set from its
/// children's widgets after each update.
extension Renderer {
  func widget<Widget: ViewKit.View>(of node: Node, _ make: () -> Widget) -> Widget {
    if let widget = node.widget as? Widget { return widget }
    let widget = make()
    node.widget = widget
    return widget
  }

  func makeTextField(of node: Node) -> ViewKit.TextField {
    let field = ViewKit.TextField()
    field.addAction(for: .editingChanged) { [weak self, weak node] field, _ in
      guard let self, let view = node?.view as? TextField else { return }
      self.handleEvent { view.text.wrappedValue = field.text ?? "" }
    }
    return field
  }

  func makeButton(of node: Node) -> ViewKit.Button {
    let button = ViewKit.Button()
    button.addAction(for: .touchUpInside) { [weak self, weak node] _ in
      guard let self, let view = node?.view as? Button else { return }
      self.handleEvent { view.action() }
    }
    return button
  }

  /// The widgets `node` shows in its container: its own, or its children's.
  func widgets(of node: Node) -> [ViewKit.View] {
    if let widget = node.widget { return [widget] }
    return node.children.flatMap(widgets)
  }

  /// Puts each container's children's widgets in it, where they changed.
  func layout(_ node: Node) {
    for child in node.children { layout(child) }
    if node === root {
      setSubviews(of: container, to: widgets(of: node))
    }
    switch node.view {
    case is VStack:
      if let widget = node.widget { setSubviews(of: widget, to: node.children.flatMap(widgets)) }
    case is any NavigationScreens:
      layoutStack(node)
    case is List:
      if let table = node.widget as? ViewKit.TableView, let source = node.tableSource {
        source.update(table, rows: rows(of: node)) { row, cell in
          setSubviews(of: cell, to: [cell.textLabel] + widgets(of: row))
        }
      }
    default: break
    }
  }

  /// The rows of a list: each element of a ``ForEach``, and each other view.
  func rows(of node: Node) -> [Node] {
    node.children.flatMap { child -> [Node] in
      switch child.view {
      case is Group: rows(of: child)
      case is any DeletableElements: child.children
      default: [child]
      }
    }
  }

  func setSubviews(of container: ViewKit.View, to views: [ViewKit.View]) {
    guard !container.subviews.elementsEqual(views, by: ===) else { return }
    for subview in container.subviews.reversed() { subview.removeFromSuperview() }
    for view in views { container.addSubview(view) }
  }
}
