#!/usr/bin/python3
"""A stand-in desktop player for tests: an MPRIS server on the session bus (python3-dbus, GLib) that records
every Play, Pause and Volume call. Usage: fake_mpris.py NAME CALLS_LOG; prints the bus address, then runs
until its standard input closes (or 120 s)."""
import os, sys
import dbus, dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

NAME, LOG = sys.argv[1], sys.argv[2]
ROOT, PLAYER = "org.mpris.MediaPlayer2", "org.mpris.MediaPlayer2.Player"
PROPS = "org.freedesktop.DBus.Properties"

def record(line):
    with open(LOG, "a") as log:
        log.write(line + "\n")

class Player(dbus.service.Object):
    def __init__(self, bus):
        super().__init__(bus, "/org/mpris/MediaPlayer2")
        self.status, self.volume = "Paused", 0.8

    def player_props(self):
        return {"PlaybackStatus": dbus.String(self.status), "Volume": dbus.Double(self.volume),
                "CanControl": True, "CanPlay": True, "CanPause": True, "CanGoNext": False,
                "CanGoPrevious": False, "CanSeek": False, "Rate": dbus.Double(1.0),
                "Position": dbus.Int64(0), "Metadata": dbus.Dictionary({}, signature="sv")}

    def root_props(self):
        return {"Identity": dbus.String(NAME), "CanQuit": True, "CanRaise": False, "HasTrackList": False,
                "SupportedUriSchemes": dbus.Array([], signature="s"),
                "SupportedMimeTypes": dbus.Array([], signature="s")}

    def set_status(self, call, status):
        record(call)
        self.status = status
        self.PropertiesChanged(PLAYER, {"PlaybackStatus": dbus.String(status)}, [])

    @dbus.service.method(PLAYER)
    def Play(self): self.set_status("Play", "Playing")

    @dbus.service.method(PLAYER)
    def Pause(self): self.set_status("Pause", "Paused")

    @dbus.service.method(PLAYER)
    def PlayPause(self): self.set_status("PlayPause", "Paused" if self.status == "Playing" else "Playing")

    @dbus.service.method(PLAYER)
    def Stop(self): self.set_status("Stop", "Stopped")

    @dbus.service.method(ROOT)
    def Quit(self): record("Quit")

    @dbus.service.method(PROPS, in_signature="ss", out_signature="v")
    def Get(self, interface, prop):
        return (self.player_props() if interface == PLAYER else self.root_props())[prop]

    @dbus.service.method(PROPS, in_signature="s", out_signature="a{sv}")
    def GetAll(self, interface):
        return self.player_props() if interface == PLAYER else self.root_props() if interface == ROOT else {}

    @dbus.service.method(PROPS, in_signature="ssv")
    def Set(self, interface, prop, value):
        if interface == PLAYER and prop == "Volume":
            self.volume = float(value)
            record("Volume %.2f" % self.volume)
            self.PropertiesChanged(PLAYER, {"Volume": dbus.Double(self.volume)}, [])

    @dbus.service.signal(PROPS, signature="sa{sv}as")
    def PropertiesChanged(self, interface, changed, invalidated):
        pass

DBusGMainLoop(set_as_default=True)
bus = dbus.SessionBus()
name = dbus.service.BusName("org.mpris.MediaPlayer2." + NAME, bus)
player = Player(bus)
loop = GLib.MainLoop()
GLib.io_add_watch(sys.stdin.fileno(), GLib.IO_IN | GLib.IO_HUP | GLib.IO_ERR, lambda *args: loop.quit())
GLib.timeout_add_seconds(120, loop.quit)
print(os.environ["DBUS_SESSION_BUS_ADDRESS"], flush=True)
loop.run()
