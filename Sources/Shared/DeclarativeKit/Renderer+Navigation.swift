import ViewKit

/// How the renderer shows a ``NavigationStack``: its screens pushed onto the navigation
/// controller its host is in, or, with none, its top screen in place.
extension Renderer {
  func layoutStack(_ node: Node) {
    guard let widget = node.widget else { return }
    guard let navigation = host?.navigationController else {
      setSubviews(of: widget, to: node.children.last.map(widgets) ?? [])
      return
    }
    setSubviews(of: widget, to: node.children.first.map(widgets) ?? [])
    if let host, let root = node.children.first, let title = navigationTitle(in: root),
      host.title != title
    {
      host.title = title
    }
    let source = node.navigationHost ?? NavigationHost(renderer: self)
    node.navigationHost = source
    source.truncatePath = { [weak node] count in
      (node?.view as? any NavigationScreens)?.truncatePath(to: count)
    }
    source.update(
      navigation,
      screens: node.children.dropFirst().map { screen in
        (screen.key, widgets(of: screen), navigationTitle(in: screen))
      })
  }

  /// The title the first ``View/navigationTitle(_:)`` in `node`'s subtree gives, if any.
  private func navigationTitle(in node: Node) -> String? {
    if let modified = node.view as? any ModifiedViewContent,
      case .navigationTitle(let title) = modified.modifier
    {
      return title
    }
    return node.children.lazy.compactMap(navigationTitle).first
  }
}
