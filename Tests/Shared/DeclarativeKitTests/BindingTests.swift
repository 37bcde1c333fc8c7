import DeclarativeKit
import Observation
import Testing

private struct Greeting: View {
  @State private var name = ""

  var body: some View {
    TextField("Name", text: $name).accessibilityIdentifier("nameTextField")
    Text("Hello, \(name)").accessibilityIdentifier("greetingLabel")
    Button("Clear") { name = "" }.accessibilityIdentifier("clearButton")
  }
}

@Observable
private final class Profile {
  var name = "Ada"
}

private struct ProfileForm: View {
  @Bindable var profile: Profile

  var body: some View {
    TextField("Name", text: $profile.name).accessibilityIdentifier("nameTextField")
  }
}

@MainActor
@Suite struct BindingTests {
  @Test func aFieldWritesItsEditsThroughItsBinding() {
    let screen = Screen(Greeting())
    screen.type("Ada", into: "nameTextField")
    #expect(screen.text("greetingLabel") == "Hello, Ada")
    screen.deleteBackward(in: "nameTextField")
    #expect(screen.text("greetingLabel") == "Hello, Ad")
  }

  @Test func aChangeFromCodeShowsInTheFieldThatKeepsItsWidget() {
    let screen = Screen(Greeting())
    screen.type("Ada", into: "nameTextField")
    let field = screen.widget("nameTextField")
    screen.tap("clearButton")
    #expect(screen.text("nameTextField") == "")
    #expect(screen.widget("nameTextField") === field)
  }

  @Test func aBindableModelIsWrittenByTheFieldAndReadBackFromIt() {
    let profile = Profile()
    let screen = Screen(ProfileForm(profile: profile))
    #expect(screen.text("nameTextField") == "Ada")
    screen.type("m", into: "nameTextField")
    #expect(profile.name == "Adam")
    profile.name = "Grace"
    screen.host.flush()
    #expect(screen.text("nameTextField") == "Grace")
  }

  @Test func aBindingToAPropertyWritesTheWholeValue() {
    struct Pair { var first = 1 }
    var pair = Pair()
    let binding = Binding(get: { pair }, set: { pair = $0 })
    binding.first.wrappedValue = 2
    #expect(pair.first == 2)
  }
}
