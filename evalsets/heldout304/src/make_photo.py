# Turns the rendered page into a phone photo (no text layer): cvs/宁婉桐_简历_拍照.jpg
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(304)
img = Image.open('ning_page-1.png').convert('RGB')
w, h = img.size
bg = Image.new('RGB', (int(w*1.12), int(h*1.08)), (92, 80, 66))   # wooden desk
bg.paste(img, (int(w*0.06), int(h*0.04)))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
W, H = img.size
shade = Image.new('L', (W, H), 0); d = ImageDraw.Draw(shade)
for i in range(60):   # vignette + diagonal shadow
    d.rectangle([i*W//120, i*H//120, W-i*W//120, H-i*H//120], fill=int(150+105*i/60))
shade = shade.filter(ImageFilter.GaussianBlur(60))
grad = Image.linear_gradient('L').rotate(-30, expand=False).resize((W, H))
grad = grad.point(lambda v: 190 + v*65//255)
mask = ImageChops.multiply(shade, grad)
img = ImageChops.multiply(img, Image.merge('RGB', (mask, mask, mask)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert('RGB')
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v*55//255)), 0.5)
img.save('../cvs/宁婉桐_简历_拍照.jpg', quality=82)
