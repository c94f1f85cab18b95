"""Turns kan_page.png (pdftoppm -r 150 of kan_muzhou_2026_photo.pdf) into a phone photo JPEG."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(229)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "kan_page.png")).convert("RGB")
w, h = page.size
# paper slightly warm
page = ImageChops.multiply(page, Image.new("RGB", page.size, (246, 240, 228)))
# put on a darker desk background, rotate 2 degrees
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 68))
bg.paste(page, (int(w * 0.06), int(h * 0.04)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 68))
W, H = bg.size
# shading: light gradient from top-left + vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    r = int(max(W, H) * (1.0 - i / 80))
    d.ellipse([W // 2 - r, H // 2 - r, W // 2 + r, H // 2 + r], fill=int(255 * min(1, 0.55 + i / 100)))
shade = shade.filter(ImageFilter.GaussianBlur(80))
grad = Image.linear_gradient("L").resize((W, H)).rotate(30, expand=False)
grad = grad.point(lambda v: 255 - v // 5)
mask = ImageChops.multiply(shade, grad)
dark = Image.new("RGB", (W, H), (20, 18, 15))
img = Image.composite(bg, dark, mask.point(lambda v: int(110 + v * 145 / 255)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.add(img, noise, scale=2.0, offset=-64), 0.25)
img.save(os.path.join(here, "..", "cvs", "IMG_20261104_093512.jpg"), quality=82)
print(img.size)
