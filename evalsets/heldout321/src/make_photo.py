"""Turns tex/irfan_rosli_2026.pdf (page 1) into a phone-photo JPG with no text layer."""
import random, subprocess
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops
HERE = Path(__file__).resolve().parent
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "-singlefile",
                str(HERE / "tex/irfan_rosli_2026.pdf"), str(HERE / "page")], check=True)
img = Image.open(HERE / "page.png").convert("RGB")
random.seed(321)
bg = Image.new("RGB", (img.width + 160, img.height + 160), (96, 84, 70))
bg.paste(img, (80, 80))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# shading: gradient from top-left light to bottom-right darker + vignette
w, h = img.size
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for y in range(0, h, 4):
    d.rectangle([0, y, w, y + 4], fill=int(255 - 55 * y / h))
vign = Image.radial_gradient("L").resize((w, h)).point(lambda v: 255 - int(v * 0.45))
mask = ImageChops.multiply(shade, vign)
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.5)
img = ImageChops.multiply(img, Image.new("RGB", (w, h), (255, 246, 228)))
img.save(HERE.parent / "cvs" / "IMG_20260914_183302.jpg", quality=82)
(HERE / "page.png").unlink()
print("ok", img.size)
