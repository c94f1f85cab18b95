"""Turns src/shaowanqing/page-1.png into a phone photo cvs/邵婉晴_简历_2026.jpg (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = Path(__file__).resolve().parent
random.seed(178)
page = Image.open(here / "shaowanqing" / "page-1.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (96, 84, 72))   # wooden desk
bg.paste(page, (int(W * 0.06), int(H * 0.04)))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 72))
# shading: a soft diagonal light gradient + vignette
w, h = img.size
grad = Image.linear_gradient("L").resize((w, h)).rotate(35, expand=False, fillcolor=128)
shade = Image.merge("RGB", [grad.point(lambda v: 200 + v * 55 // 255)] * 3)
img = ImageChops.multiply(img, shade)
vig = Image.new("L", (w, h), 0)
ImageDraw.Draw(vig).ellipse((-w * 0.25, -h * 0.2, w * 1.25, h * 1.2), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(w // 8))
img = Image.composite(img, Image.new("RGB", (w, h), (40, 36, 32)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = ImageChops.add(img, noise, scale=1.0, offset=-60)
img = Image.blend(img.filter(ImageFilter.GaussianBlur(0.3)), img, 0.7)
img.save(here.parent / "cvs" / "邵婉晴_简历_2026.jpg", quality=82)
print("ok", img.size)
