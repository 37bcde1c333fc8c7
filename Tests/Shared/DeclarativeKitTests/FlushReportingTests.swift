import DeclarativeKit
import ViewKit
