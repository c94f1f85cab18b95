"""Turns the rendered page yx_page-1.png into a phone photo: cvs/易晓楠_resume_photo.jpg (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
random.seed(123)
page = Image.open(os.path.join(here, "yx_page-1.png")).convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 78, 64))  # wooden desk tone
bg.paste(page, (int(W * 0.06), int(H * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# vignette / uneven lighting
w, h = img.size
mask = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    dr.ellipse([-w * 0.2 + i * w * 0.006, -h * 0.2 + i * h * 0.006, w * 1.2 - i * w * 0.006, h * 1.2 - i * h * 0.006], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (w, h), (40, 36, 30))
img = Image.composite(img, dark, mask.point(lambda p: int(140 + p * 115 / 255)))
# warm shading from the left
grad = Image.linear_gradient("L").rotate(90, expand=True).resize((w, h))
shade = Image.new("RGB", (w, h), (255, 236, 200))
img = Image.blend(img, ImageChops.multiply(img, shade), 0.5)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda p: min(255, p + 190))), 0.35)
img.save(os.path.join(here, "..", "cvs", "易晓楠_resume_photo.jpg"), quality=82)
