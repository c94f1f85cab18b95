"""Turns the rendered page ke_yining_page-1.png into a phone-photo JPG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(82)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, "ke_yining_page-1.png")).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 78, 64))          # wooden desk
bg.paste(im, (int(w*0.06), int(h*0.04)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = bg.size
shade = Image.new("L", (W, H), 0); d = ImageDraw.Draw(shade)
for i in range(60):                                                     # vignette
    d.ellipse([-W*0.3 + i*8, -H*0.3 + i*8, W*1.3 - i*8, H*1.3 - i*8], fill=int(i*255/60))
shade = shade.filter(ImageFilter.GaussianBlur(60))
grad = Image.linear_gradient("L").rotate(90).resize((W, H))             # light from one side
mask = ImageChops.multiply(shade, grad.point(lambda v: 150 + v*105//255))
bg = Image.composite(bg, Image.new("RGB", (W, H), (20, 16, 12)), mask)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, noise, 0.06)
bg.save(os.path.join(here, "..", "cvs", "柯以宁简历_拍照.jpg"), quality=82)
print(bg.size)
