"""Turns gao_zhiheng_old/page-1.png into a phone photo of a printed page (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(197)
here = os.path.dirname(os.path.abspath(__file__))
src = os.path.join(here, "gao_zhiheng_old", "page-1.png")
out = os.path.join(here, "..", "cvs", "IMG_20220314_091822.jpg")
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a wooden-ish desk background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (120, 94, 66))
page = page.rotate(-2.2, expand=True, fillcolor=(120, 94, 66), resample=Image.BICUBIC)
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
img = bg
# shading: darker toward the lower-right, plus vignette
shade = Image.new("L", img.size, 0)
dr = ImageDraw.Draw(shade)
for i in range(0, 256, 4):
    k = 1 - i / 255
    cx, cy = img.width * 0.45, img.height * 0.4
    rx, ry = img.width * 0.95 * k + 1, img.height * 0.95 * k + 1
    dr.ellipse([cx - rx, cy - ry, cx + rx, cy + ry], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = ImageEnhance.Brightness(img).enhance(0.62)
img = Image.composite(img, dark, shade)
# warm colour cast, blur, noise
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda v: min(255, v + 6)), g, b.point(lambda v: max(0, v - 10))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save(out, "JPEG", quality=80)
print("saved", out, img.size)
