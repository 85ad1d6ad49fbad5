import {
  Armchair, Award, BadgeCheck, Bath, Blinds, BookOpen, Brush, Building2, CalendarCheck, ClipboardCheck, ClipboardList,
  Clock, CookingPot, DollarSign, DoorOpen, Drill, Droplet, Droplets, Fence, Frame, GraduationCap, Grid3x3, Hammer,
  Handshake, HardHat, HeartHandshake, House, Layers, LayoutGrid, Leaf, Lightbulb, ListChecks, Lock, Mail, MapPin,
  MessageSquare, Package, PaintRoller, Paintbrush, Palette, PencilRuler, Phone, Plug, Ruler, Search, ShieldCheck, Smartphone,
  Sofa, Sparkles, SprayCan, Star, Sun, ThumbsUp, Timer, Truck, Tv, Users, Wallpaper, Waves, Wind, Wrench, Zap,
  type LucideIcon,
} from 'lucide-react';

/** The icon names data files may use (the `icon` enum of schemas/defs.schema.json); unused ones tree-shake away. */
const icons: Record<string, LucideIcon> = {
  armchair: Armchair, award: Award, 'badge-check': BadgeCheck, bath: Bath, blinds: Blinds, 'book-open': BookOpen,
  brush: Brush, 'building-2': Building2, 'calendar-check': CalendarCheck, 'clipboard-check': ClipboardCheck,
  'clipboard-list': ClipboardList, clock: Clock, 'cooking-pot': CookingPot, 'dollar-sign': DollarSign, 'door-open': DoorOpen,
  drill: Drill, droplet: Droplet, droplets: Droplets, fence: Fence, frame: Frame, 'graduation-cap': GraduationCap,
  'grid-3x3': Grid3x3, hammer: Hammer, handshake: Handshake, 'hard-hat': HardHat, 'heart-handshake': HeartHandshake,
  house: House, layers: Layers, 'layout-grid': LayoutGrid, leaf: Leaf, lightbulb: Lightbulb, 'list-checks': ListChecks,
  lock: Lock, mail: Mail, 'map-pin': MapPin, 'message-square': MessageSquare, package: Package, 'paint-roller': PaintRoller,
  paintbrush: Paintbrush, palette: Palette, 'pencil-ruler': PencilRuler, phone: Phone, plug: Plug, ruler: Ruler,
  search: Search, 'shield-check': ShieldCheck, smartphone: Smartphone, sofa: Sofa, sparkles: Sparkles,
  'spray-can': SprayCan, star: Star, sun: Sun, 'thumbs-up': ThumbsUp, timer: Timer, truck: Truck, tv: Tv, users: Users,
  wallpaper: Wallpaper, waves: Waves, wind: Wind, wrench: Wrench, zap: Zap,
};

export function Icon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Svg = icons[name] ?? Wrench;
  return <Svg className={className} aria-hidden="true" focusable="false" />;
}
