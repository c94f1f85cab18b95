"""Turns the rendered page PNG of Henrik Aasgaard's CV into a phone-photo-like JPG (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops, ImageEnhance

here = Path(__file__).resolve().parent
page = Image.open(here / "ha_page-1.png").convert("RGB")
w, h = page.size
# table surface around the sheet
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (120, 104, 88))
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(2.1, resample=Image.BICUBIC, expand=False, fillcolor=(110, 96, 80))
# warm tint
img = ImageChops.multiply(img, Image.new("RGB", img.size, (255, 246, 228)))
# vignette / uneven lighting
mask = Image.new("L", img.size, 0)
d = ImageDraw.Draw(mask)
d.ellipse([-img.width * 0.15, -img.height * 0.1, img.width * 1.05, img.height * 1.1], fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(160))
dark = ImageEnhance.Brightness(img).enhance(0.55)
img = Image.composite(img, dark, mask)
# slight blur and sensor noise
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 22).convert("RGB")
img = Image.blend(img, ImageChops.add(img, noise, scale=2.0, offset=-64), 0.25)
img.save(here.parent / "cvs" / "IMG_20261102_184455.jpg", quality=80)
