"""Turns teacher/page-1.png (pdftoppm -r 150) into a phone-photo JPG in ../cvs/."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

HERE = Path(__file__).resolve().parent
src = Image.open(HERE / "teacher" / "page-1.png").convert("RGB")
random.seed(7)
# paper on a desk: pad with a darker background, rotate ~2 degrees
bg = Image.new("RGB", (src.width + 160, src.height + 160), (92, 78, 64))
bg.paste(src, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# warm tint + uneven lighting (vignette and a shadow from the top-left)
w, h = img.size
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 60):
    d.ellipse([-w * 0.3 + i * 8, -h * 0.3 + i * 10, w * 1.3 - i * 8, h * 1.3 - i * 10], fill=int(i * 2.6))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (40, 34, 28))
img = Image.composite(img, dark, shade.point(lambda v: min(255, 95 + v)))
tint = Image.new("RGB", (w, h), (255, 244, 225))
img = ImageChops.multiply(img, tint)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img = img.resize((int(w * 0.9), int(h * 0.9)), Image.LANCZOS)
img.save(HERE.parent / "cvs" / "IMG_20261103_214512.jpg", quality=82)
print(img.size)
