"""Turns src/maeve_tallon/page-1.png into a phone photo cvs/IMG_20260914_183042.jpg (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(252)
here = Path(__file__).resolve().parent
page = Image.open(here / "maeve_tallon" / "page-1.png").convert("RGB")
w, h = page.size
# table background, page slightly smaller than frame
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (118, 96, 74))
bg.paste(page, (int(w * 0.06), int(h * 0.035)))
img = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(110, 90, 70))
# shading: gradient from top-left light to bottom-right darker
W, H = img.size
grad = Image.new("L", (W, H))
gd = ImageDraw.Draw(grad)
for y in range(H):
    gd.line([(0, y), (W, y)], fill=int(255 - 55 * y / H))
shade = Image.merge("RGB", (grad, grad, grad.point(lambda v: int(v * 0.93))))
img = ImageChops.multiply(img, shade)
# vignette
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(180))
img = Image.composite(img, Image.new("RGB", (W, H), (30, 25, 20)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(here.parent / "cvs" / "IMG_20260914_183042.jpg", quality=82)
print("saved", img.size)
