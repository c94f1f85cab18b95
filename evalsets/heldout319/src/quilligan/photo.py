"""Turns page.png (pdftoppm -r 150) into a phone-photo-like JPEG: paper on a desk, 2.2° skew,
uneven lighting, vignette, slight blur and noise. No text layer."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(319)
page = Image.open("page.png").convert("RGB")
w, h = page.size
# warm paper tint
tint = Image.new("RGB", (w, h), (246, 240, 226))
page = ImageChops.multiply(page, tint)
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.1)), (92, 78, 64))
rot = page.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(rot, ((bg.width - rot.width) // 2, (bg.height - rot.height) // 2))
# shading: darker towards lower right
W, H = bg.size
gv = Image.linear_gradient("L").resize((W, H))
gh = Image.linear_gradient("L").transpose(Image.ROTATE_90).transpose(Image.FLIP_LEFT_RIGHT).resize((W, H))
grad = ImageChops.add(gv, gh, scale=2.0)
shade = Image.merge("RGB", [grad.point(lambda v: int(255 - v * 0.3))] * 3)
img = ImageChops.multiply(bg, shade)
# vignette
mask = Image.new("L", (W, H), 0)
ImageDraw.Draw(mask).ellipse((-W * 0.15, -H * 0.12, W * 1.15, H * 1.12), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(W // 10))
dark = Image.new("RGB", (W, H), (25, 20, 15))
img = Image.composite(img, dark, mask)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 14).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(noise).point(lambda v: 255 - (255 - v) // 6)), 0.5)
img.save("../../cvs/nessa_quilligan_cv_photo.jpg", quality=82)
print(img.size)
