import ViewKit

/// What a ``NavigationStack`` in a hosting controller that sits in a ViewKit
/// `NavigationController` keeps: one ``ScreenController`` per value of its path, pushed and
/// popped as the path changes, so that the navigation bar's title is the top screen's and its
/// back button pops the top screen and removes the path's last value.
///
/// SwiftUI's stack drives a navigation controller of its own the same way.
@MainActor
final class NavigationHost {
  /// One pushed screen: its identity in the stack and its controller.
  private struct Pushed {
    let id: String
    let controller: ScreenController
  }

  private weak var renderer: Renderer?
  private var pushed: [Pushed] = []
  private var isSyncing = false
  /// Cuts the stack's path to its first values, as many as given; set at each update.
  var truncatePath: (@MainActor (Int) -> Void)?

  init(renderer: Renderer) {
    self.renderer = renderer
  }

  /// Makes `navigation`'s stack above the hosting controller hold one controller per screen of
  /// `screens` (the root's excluded), each showing its widgets under its title.
  ///
  /// - Parameters:
  ///   - navigation: The navigation controller the hosting controller is in.
  ///   - screens: The pushed screens, bottom first: identity, widgets and navigation title.
  func update(
    _ navigation: NavigationController,
    screens: [(id: String, widgets: [ViewKit.View], title: String?)]
  ) {
    isSyncing = true
    defer { isSyncing = false }
    var kept = 0
    while kept < pushed.count, kept < screens.count, pushed[kept].id == screens[kept].id {
      kept += 1
    }
    while pushed.count > kept, let last = pushed.popLast() {
      if navigation.topViewController === last.controller { navigation.popViewController() }
    }
    for screen in screens[kept...] {
      let controller = ScreenController()
      controller.onPop = { [weak self] popped in self?.popped(popped) }
      pushed.append(Pushed(id: screen.id, controller: controller))
      fill(controller, screen.widgets, title: screen.title)
      navigation.pushViewController(controller)
    }
    for (entry, screen) in zip(pushed, screens) {
      fill(entry.controller, screen.widgets, title: screen.title)
    }
  }

  private func fill(_ controller: ScreenController, _ widgets: [ViewKit.View], title: String?) {
    if controller.title != title { controller.title = title }
    renderer?.setSubviews(of: controller.view, to: widgets)
  }

  /// The user popped `controller`: it and the screens above it leave the path, in one event.
  private func popped(_ controller: ScreenController) {
    guard !isSyncing, let index = pushed.firstIndex(where: { $0.controller === controller })
    else { return }
    pushed.removeSubrange(index...)
    guard let truncatePath, let renderer else { return }
    renderer.handleEvent { truncatePath(index) }
  }
}
